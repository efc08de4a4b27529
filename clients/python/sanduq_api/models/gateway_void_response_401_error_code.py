from typing import Literal

GatewayVoidResponse401ErrorCode = Literal['HMAC_HEADERS_MISSING', 'HMAC_KEY_INVALID', 'HMAC_SIGNATURE_INVALID', 'HMAC_TIMESTAMP_EXPIRED']

GATEWAY_VOID_RESPONSE_401_ERROR_CODE_VALUES: set[GatewayVoidResponse401ErrorCode] = { 'HMAC_HEADERS_MISSING', 'HMAC_KEY_INVALID', 'HMAC_SIGNATURE_INVALID', 'HMAC_TIMESTAMP_EXPIRED',  }

def check_gateway_void_response_401_error_code(value: str) -> GatewayVoidResponse401ErrorCode:
    if value in GATEWAY_VOID_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_VOID_RESPONSE_401_ERROR_CODE_VALUES!r}")
