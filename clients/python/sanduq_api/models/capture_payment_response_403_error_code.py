from typing import Literal

CapturePaymentResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

CAPTURE_PAYMENT_RESPONSE_403_ERROR_CODE_VALUES: set[CapturePaymentResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_capture_payment_response_403_error_code(value: str) -> CapturePaymentResponse403ErrorCode:
    if value in CAPTURE_PAYMENT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CAPTURE_PAYMENT_RESPONSE_403_ERROR_CODE_VALUES!r}")
