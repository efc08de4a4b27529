from typing import Literal

WalletResetPinResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED']

WALLET_RESET_PIN_RESPONSE_403_ERROR_CODE_VALUES: set[WalletResetPinResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED',  }

def check_wallet_reset_pin_response_403_error_code(value: str) -> WalletResetPinResponse403ErrorCode:
    if value in WALLET_RESET_PIN_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_RESET_PIN_RESPONSE_403_ERROR_CODE_VALUES!r}")
