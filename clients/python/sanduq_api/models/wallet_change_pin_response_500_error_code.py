from typing import Literal

WalletChangePinResponse500ErrorCode = Literal['SERVER_ERROR']

WALLET_CHANGE_PIN_RESPONSE_500_ERROR_CODE_VALUES: set[WalletChangePinResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_wallet_change_pin_response_500_error_code(value: str) -> WalletChangePinResponse500ErrorCode:
    if value in WALLET_CHANGE_PIN_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_CHANGE_PIN_RESPONSE_500_ERROR_CODE_VALUES!r}")
