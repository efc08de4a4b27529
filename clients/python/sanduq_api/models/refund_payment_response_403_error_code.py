from typing import Literal

RefundPaymentResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

REFUND_PAYMENT_RESPONSE_403_ERROR_CODE_VALUES: set[RefundPaymentResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_refund_payment_response_403_error_code(value: str) -> RefundPaymentResponse403ErrorCode:
    if value in REFUND_PAYMENT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REFUND_PAYMENT_RESPONSE_403_ERROR_CODE_VALUES!r}")
