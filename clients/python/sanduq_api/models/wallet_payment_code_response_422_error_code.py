from typing import Literal

WalletPaymentCodeResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'PIN_REQUIRED', 'VALIDATION_ERROR']

WALLET_PAYMENT_CODE_RESPONSE_422_ERROR_CODE_VALUES: set[WalletPaymentCodeResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'PIN_REQUIRED', 'VALIDATION_ERROR',  }

def check_wallet_payment_code_response_422_error_code(value: str) -> WalletPaymentCodeResponse422ErrorCode:
    if value in WALLET_PAYMENT_CODE_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_PAYMENT_CODE_RESPONSE_422_ERROR_CODE_VALUES!r}")
