from typing import Literal

GatewayVoidResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

GATEWAY_VOID_RESPONSE_429_ERROR_CODE_VALUES: set[GatewayVoidResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_gateway_void_response_429_error_code(value: str) -> GatewayVoidResponse429ErrorCode:
    if value in GATEWAY_VOID_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_VOID_RESPONSE_429_ERROR_CODE_VALUES!r}")
