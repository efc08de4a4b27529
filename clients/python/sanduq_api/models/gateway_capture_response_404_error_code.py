from typing import Literal

GatewayCaptureResponse404ErrorCode = Literal['PAYMENT_NOT_FOUND']

GATEWAY_CAPTURE_RESPONSE_404_ERROR_CODE_VALUES: set[GatewayCaptureResponse404ErrorCode] = { 'PAYMENT_NOT_FOUND',  }

def check_gateway_capture_response_404_error_code(value: str) -> GatewayCaptureResponse404ErrorCode:
    if value in GATEWAY_CAPTURE_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_CAPTURE_RESPONSE_404_ERROR_CODE_VALUES!r}")
