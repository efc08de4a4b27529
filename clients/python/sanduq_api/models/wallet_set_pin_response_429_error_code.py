from typing import Literal

WalletSetPinResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

WALLET_SET_PIN_RESPONSE_429_ERROR_CODE_VALUES: set[WalletSetPinResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_wallet_set_pin_response_429_error_code(value: str) -> WalletSetPinResponse429ErrorCode:
    if value in WALLET_SET_PIN_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SET_PIN_RESPONSE_429_ERROR_CODE_VALUES!r}")
