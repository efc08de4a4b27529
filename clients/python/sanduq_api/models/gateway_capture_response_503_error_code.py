from typing import Literal

GatewayCaptureResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

GATEWAY_CAPTURE_RESPONSE_503_ERROR_CODE_VALUES: set[GatewayCaptureResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_gateway_capture_response_503_error_code(value: str) -> GatewayCaptureResponse503ErrorCode:
    if value in GATEWAY_CAPTURE_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_CAPTURE_RESPONSE_503_ERROR_CODE_VALUES!r}")
