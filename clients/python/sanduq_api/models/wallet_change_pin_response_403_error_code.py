from typing import Literal

WalletChangePinResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED']

WALLET_CHANGE_PIN_RESPONSE_403_ERROR_CODE_VALUES: set[WalletChangePinResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED',  }

def check_wallet_change_pin_response_403_error_code(value: str) -> WalletChangePinResponse403ErrorCode:
    if value in WALLET_CHANGE_PIN_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_CHANGE_PIN_RESPONSE_403_ERROR_CODE_VALUES!r}")
