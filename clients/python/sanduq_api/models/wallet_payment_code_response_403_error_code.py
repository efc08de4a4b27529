from typing import Literal

WalletPaymentCodeResponse403ErrorCode = Literal['ACCOUNT_FROZEN', 'FORBIDDEN', 'MERCHANT_NOT_APPROVED']

WALLET_PAYMENT_CODE_RESPONSE_403_ERROR_CODE_VALUES: set[WalletPaymentCodeResponse403ErrorCode] = { 'ACCOUNT_FROZEN', 'FORBIDDEN', 'MERCHANT_NOT_APPROVED',  }

def check_wallet_payment_code_response_403_error_code(value: str) -> WalletPaymentCodeResponse403ErrorCode:
    if value in WALLET_PAYMENT_CODE_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_PAYMENT_CODE_RESPONSE_403_ERROR_CODE_VALUES!r}")
