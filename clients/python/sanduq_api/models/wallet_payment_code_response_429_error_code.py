from typing import Literal

WalletPaymentCodeResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

WALLET_PAYMENT_CODE_RESPONSE_429_ERROR_CODE_VALUES: set[WalletPaymentCodeResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_wallet_payment_code_response_429_error_code(value: str) -> WalletPaymentCodeResponse429ErrorCode:
    if value in WALLET_PAYMENT_CODE_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_PAYMENT_CODE_RESPONSE_429_ERROR_CODE_VALUES!r}")
