from typing import Literal

GatewayCaptureResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'INVALID_PAYMENT_STATUS', 'PAYMENT_EXPIRED', 'VALIDATION_ERROR']

GATEWAY_CAPTURE_RESPONSE_422_ERROR_CODE_VALUES: set[GatewayCaptureResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'INVALID_PAYMENT_STATUS', 'PAYMENT_EXPIRED', 'VALIDATION_ERROR',  }

def check_gateway_capture_response_422_error_code(value: str) -> GatewayCaptureResponse422ErrorCode:
    if value in GATEWAY_CAPTURE_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_CAPTURE_RESPONSE_422_ERROR_CODE_VALUES!r}")
