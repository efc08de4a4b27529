from typing import Literal

CapturePaymentResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'INVALID_PAYMENT_STATUS', 'PAYMENT_EXPIRED', 'VALIDATION_ERROR']

CAPTURE_PAYMENT_RESPONSE_422_ERROR_CODE_VALUES: set[CapturePaymentResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'INVALID_PAYMENT_STATUS', 'PAYMENT_EXPIRED', 'VALIDATION_ERROR',  }

def check_capture_payment_response_422_error_code(value: str) -> CapturePaymentResponse422ErrorCode:
    if value in CAPTURE_PAYMENT_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CAPTURE_PAYMENT_RESPONSE_422_ERROR_CODE_VALUES!r}")
