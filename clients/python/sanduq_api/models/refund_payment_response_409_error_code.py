from typing import Literal

RefundPaymentResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'PAYMENT_ALREADY_VOIDED', 'WALLET_BUSY']

REFUND_PAYMENT_RESPONSE_409_ERROR_CODE_VALUES: set[RefundPaymentResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'PAYMENT_ALREADY_VOIDED', 'WALLET_BUSY',  }

def check_refund_payment_response_409_error_code(value: str) -> RefundPaymentResponse409ErrorCode:
    if value in REFUND_PAYMENT_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REFUND_PAYMENT_RESPONSE_409_ERROR_CODE_VALUES!r}")
