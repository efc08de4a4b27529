from typing import Literal

GatewayCaptureResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'PAYMENT_ALREADY_CAPTURED', 'PAYMENT_ALREADY_VOIDED', 'WALLET_BUSY']

GATEWAY_CAPTURE_RESPONSE_409_ERROR_CODE_VALUES: set[GatewayCaptureResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'PAYMENT_ALREADY_CAPTURED', 'PAYMENT_ALREADY_VOIDED', 'WALLET_BUSY',  }

def check_gateway_capture_response_409_error_code(value: str) -> GatewayCaptureResponse409ErrorCode:
    if value in GATEWAY_CAPTURE_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_CAPTURE_RESPONSE_409_ERROR_CODE_VALUES!r}")
