from typing import Literal

RefundPaymentResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

REFUND_PAYMENT_RESPONSE_429_ERROR_CODE_VALUES: set[RefundPaymentResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_refund_payment_response_429_error_code(value: str) -> RefundPaymentResponse429ErrorCode:
    if value in REFUND_PAYMENT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REFUND_PAYMENT_RESPONSE_429_ERROR_CODE_VALUES!r}")
