from typing import Literal

WalletSetPinResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

WALLET_SET_PIN_RESPONSE_503_ERROR_CODE_VALUES: set[WalletSetPinResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_wallet_set_pin_response_503_error_code(value: str) -> WalletSetPinResponse503ErrorCode:
    if value in WALLET_SET_PIN_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SET_PIN_RESPONSE_503_ERROR_CODE_VALUES!r}")
