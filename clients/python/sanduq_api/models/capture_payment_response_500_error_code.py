from typing import Literal

CapturePaymentResponse500ErrorCode = Literal['SERVER_ERROR']

CAPTURE_PAYMENT_RESPONSE_500_ERROR_CODE_VALUES: set[CapturePaymentResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_capture_payment_response_500_error_code(value: str) -> CapturePaymentResponse500ErrorCode:
    if value in CAPTURE_PAYMENT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CAPTURE_PAYMENT_RESPONSE_500_ERROR_CODE_VALUES!r}")
