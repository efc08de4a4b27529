from typing import Literal

WalletResetPinResponse404ErrorCode = Literal['NOT_FOUND', 'WALLET_NOT_FOUND']

WALLET_RESET_PIN_RESPONSE_404_ERROR_CODE_VALUES: set[WalletResetPinResponse404ErrorCode] = { 'NOT_FOUND', 'WALLET_NOT_FOUND',  }

def check_wallet_reset_pin_response_404_error_code(value: str) -> WalletResetPinResponse404ErrorCode:
    if value in WALLET_RESET_PIN_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_RESET_PIN_RESPONSE_404_ERROR_CODE_VALUES!r}")
