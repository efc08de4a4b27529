from typing import Literal

GatewayCaptureResponse500ErrorCode = Literal['SERVER_ERROR']

GATEWAY_CAPTURE_RESPONSE_500_ERROR_CODE_VALUES: set[GatewayCaptureResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_gateway_capture_response_500_error_code(value: str) -> GatewayCaptureResponse500ErrorCode:
    if value in GATEWAY_CAPTURE_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_CAPTURE_RESPONSE_500_ERROR_CODE_VALUES!r}")
