from typing import Literal

WalletChangePinResponse404ErrorCode = Literal['WALLET_NOT_FOUND']

WALLET_CHANGE_PIN_RESPONSE_404_ERROR_CODE_VALUES: set[WalletChangePinResponse404ErrorCode] = { 'WALLET_NOT_FOUND',  }

def check_wallet_change_pin_response_404_error_code(value: str) -> WalletChangePinResponse404ErrorCode:
    if value in WALLET_CHANGE_PIN_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_CHANGE_PIN_RESPONSE_404_ERROR_CODE_VALUES!r}")
