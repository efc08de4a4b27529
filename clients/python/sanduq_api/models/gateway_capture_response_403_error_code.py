from typing import Literal

GatewayCaptureResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

GATEWAY_CAPTURE_RESPONSE_403_ERROR_CODE_VALUES: set[GatewayCaptureResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_gateway_capture_response_403_error_code(value: str) -> GatewayCaptureResponse403ErrorCode:
    if value in GATEWAY_CAPTURE_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_CAPTURE_RESPONSE_403_ERROR_CODE_VALUES!r}")
