from typing import Literal

CapturePaymentResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'PAYMENT_ALREADY_CAPTURED', 'PAYMENT_ALREADY_VOIDED', 'WALLET_BUSY']

CAPTURE_PAYMENT_RESPONSE_409_ERROR_CODE_VALUES: set[CapturePaymentResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'PAYMENT_ALREADY_CAPTURED', 'PAYMENT_ALREADY_VOIDED', 'WALLET_BUSY',  }

def check_capture_payment_response_409_error_code(value: str) -> CapturePaymentResponse409ErrorCode:
    if value in CAPTURE_PAYMENT_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CAPTURE_PAYMENT_RESPONSE_409_ERROR_CODE_VALUES!r}")
