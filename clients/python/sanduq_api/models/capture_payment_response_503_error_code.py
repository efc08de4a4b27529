from typing import Literal

CapturePaymentResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

CAPTURE_PAYMENT_RESPONSE_503_ERROR_CODE_VALUES: set[CapturePaymentResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_capture_payment_response_503_error_code(value: str) -> CapturePaymentResponse503ErrorCode:
    if value in CAPTURE_PAYMENT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CAPTURE_PAYMENT_RESPONSE_503_ERROR_CODE_VALUES!r}")
