from typing import Literal

CapturePaymentResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

CAPTURE_PAYMENT_RESPONSE_429_ERROR_CODE_VALUES: set[CapturePaymentResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_capture_payment_response_429_error_code(value: str) -> CapturePaymentResponse429ErrorCode:
    if value in CAPTURE_PAYMENT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CAPTURE_PAYMENT_RESPONSE_429_ERROR_CODE_VALUES!r}")
