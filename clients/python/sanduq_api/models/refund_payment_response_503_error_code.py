from typing import Literal

RefundPaymentResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

REFUND_PAYMENT_RESPONSE_503_ERROR_CODE_VALUES: set[RefundPaymentResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_refund_payment_response_503_error_code(value: str) -> RefundPaymentResponse503ErrorCode:
    if value in REFUND_PAYMENT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REFUND_PAYMENT_RESPONSE_503_ERROR_CODE_VALUES!r}")
