from typing import Literal

WalletSetPinResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED']

WALLET_SET_PIN_RESPONSE_403_ERROR_CODE_VALUES: set[WalletSetPinResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED',  }

def check_wallet_set_pin_response_403_error_code(value: str) -> WalletSetPinResponse403ErrorCode:
    if value in WALLET_SET_PIN_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SET_PIN_RESPONSE_403_ERROR_CODE_VALUES!r}")
