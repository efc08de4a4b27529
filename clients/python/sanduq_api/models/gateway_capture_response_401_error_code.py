from typing import Literal

GatewayCaptureResponse401ErrorCode = Literal['HMAC_HEADERS_MISSING', 'HMAC_KEY_INVALID', 'HMAC_SIGNATURE_INVALID', 'HMAC_TIMESTAMP_EXPIRED']

GATEWAY_CAPTURE_RESPONSE_401_ERROR_CODE_VALUES: set[GatewayCaptureResponse401ErrorCode] = { 'HMAC_HEADERS_MISSING', 'HMAC_KEY_INVALID', 'HMAC_SIGNATURE_INVALID', 'HMAC_TIMESTAMP_EXPIRED',  }

def check_gateway_capture_response_401_error_code(value: str) -> GatewayCaptureResponse401ErrorCode:
    if value in GATEWAY_CAPTURE_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_CAPTURE_RESPONSE_401_ERROR_CODE_VALUES!r}")
