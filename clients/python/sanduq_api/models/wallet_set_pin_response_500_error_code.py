from typing import Literal

WalletSetPinResponse500ErrorCode = Literal['SERVER_ERROR']

WALLET_SET_PIN_RESPONSE_500_ERROR_CODE_VALUES: set[WalletSetPinResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_wallet_set_pin_response_500_error_code(value: str) -> WalletSetPinResponse500ErrorCode:
    if value in WALLET_SET_PIN_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SET_PIN_RESPONSE_500_ERROR_CODE_VALUES!r}")
