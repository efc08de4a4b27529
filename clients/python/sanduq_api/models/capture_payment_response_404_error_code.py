from typing import Literal

CapturePaymentResponse404ErrorCode = Literal['PAYMENT_NOT_FOUND']

CAPTURE_PAYMENT_RESPONSE_404_ERROR_CODE_VALUES: set[CapturePaymentResponse404ErrorCode] = { 'PAYMENT_NOT_FOUND',  }

def check_capture_payment_response_404_error_code(value: str) -> CapturePaymentResponse404ErrorCode:
    if value in CAPTURE_PAYMENT_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CAPTURE_PAYMENT_RESPONSE_404_ERROR_CODE_VALUES!r}")
