from typing import Literal

WalletPaymentCodeResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

WALLET_PAYMENT_CODE_RESPONSE_503_ERROR_CODE_VALUES: set[WalletPaymentCodeResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_wallet_payment_code_response_503_error_code(value: str) -> WalletPaymentCodeResponse503ErrorCode:
    if value in WALLET_PAYMENT_CODE_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_PAYMENT_CODE_RESPONSE_503_ERROR_CODE_VALUES!r}")
