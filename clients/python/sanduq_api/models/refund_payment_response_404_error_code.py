from typing import Literal

RefundPaymentResponse404ErrorCode = Literal['PAYMENT_NOT_FOUND']

REFUND_PAYMENT_RESPONSE_404_ERROR_CODE_VALUES: set[RefundPaymentResponse404ErrorCode] = { 'PAYMENT_NOT_FOUND',  }

def check_refund_payment_response_404_error_code(value: str) -> RefundPaymentResponse404ErrorCode:
    if value in REFUND_PAYMENT_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REFUND_PAYMENT_RESPONSE_404_ERROR_CODE_VALUES!r}")
