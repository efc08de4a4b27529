from typing import Literal

GatewayCaptureResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

GATEWAY_CAPTURE_RESPONSE_429_ERROR_CODE_VALUES: set[GatewayCaptureResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_gateway_capture_response_429_error_code(value: str) -> GatewayCaptureResponse429ErrorCode:
    if value in GATEWAY_CAPTURE_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_CAPTURE_RESPONSE_429_ERROR_CODE_VALUES!r}")
