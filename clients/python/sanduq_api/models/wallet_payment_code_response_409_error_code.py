from typing import Literal

WalletPaymentCodeResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

WALLET_PAYMENT_CODE_RESPONSE_409_ERROR_CODE_VALUES: set[WalletPaymentCodeResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_wallet_payment_code_response_409_error_code(value: str) -> WalletPaymentCodeResponse409ErrorCode:
    if value in WALLET_PAYMENT_CODE_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_PAYMENT_CODE_RESPONSE_409_ERROR_CODE_VALUES!r}")
