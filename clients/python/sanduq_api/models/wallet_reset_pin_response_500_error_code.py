from typing import Literal

WalletResetPinResponse500ErrorCode = Literal['SERVER_ERROR']

WALLET_RESET_PIN_RESPONSE_500_ERROR_CODE_VALUES: set[WalletResetPinResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_wallet_reset_pin_response_500_error_code(value: str) -> WalletResetPinResponse500ErrorCode:
    if value in WALLET_RESET_PIN_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_RESET_PIN_RESPONSE_500_ERROR_CODE_VALUES!r}")
