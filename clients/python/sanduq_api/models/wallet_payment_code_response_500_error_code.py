from typing import Literal

WalletPaymentCodeResponse500ErrorCode = Literal['SERVER_ERROR']

WALLET_PAYMENT_CODE_RESPONSE_500_ERROR_CODE_VALUES: set[WalletPaymentCodeResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_wallet_payment_code_response_500_error_code(value: str) -> WalletPaymentCodeResponse500ErrorCode:
    if value in WALLET_PAYMENT_CODE_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_PAYMENT_CODE_RESPONSE_500_ERROR_CODE_VALUES!r}")
