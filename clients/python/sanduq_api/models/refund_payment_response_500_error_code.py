from typing import Literal

RefundPaymentResponse500ErrorCode = Literal['SERVER_ERROR']

REFUND_PAYMENT_RESPONSE_500_ERROR_CODE_VALUES: set[RefundPaymentResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_refund_payment_response_500_error_code(value: str) -> RefundPaymentResponse500ErrorCode:
    if value in REFUND_PAYMENT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REFUND_PAYMENT_RESPONSE_500_ERROR_CODE_VALUES!r}")
