from typing import Literal

WalletSetPinResponse404ErrorCode = Literal['WALLET_NOT_FOUND']

WALLET_SET_PIN_RESPONSE_404_ERROR_CODE_VALUES: set[WalletSetPinResponse404ErrorCode] = { 'WALLET_NOT_FOUND',  }

def check_wallet_set_pin_response_404_error_code(value: str) -> WalletSetPinResponse404ErrorCode:
    if value in WALLET_SET_PIN_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SET_PIN_RESPONSE_404_ERROR_CODE_VALUES!r}")
