from typing import Literal

WalletChangePinResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

WALLET_CHANGE_PIN_RESPONSE_503_ERROR_CODE_VALUES: set[WalletChangePinResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_wallet_change_pin_response_503_error_code(value: str) -> WalletChangePinResponse503ErrorCode:
    if value in WALLET_CHANGE_PIN_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_CHANGE_PIN_RESPONSE_503_ERROR_CODE_VALUES!r}")
