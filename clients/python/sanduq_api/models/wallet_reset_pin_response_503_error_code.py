from typing import Literal

WalletResetPinResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

WALLET_RESET_PIN_RESPONSE_503_ERROR_CODE_VALUES: set[WalletResetPinResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_wallet_reset_pin_response_503_error_code(value: str) -> WalletResetPinResponse503ErrorCode:
    if value in WALLET_RESET_PIN_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_RESET_PIN_RESPONSE_503_ERROR_CODE_VALUES!r}")
