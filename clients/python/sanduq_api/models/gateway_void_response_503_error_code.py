from typing import Literal

GatewayVoidResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

GATEWAY_VOID_RESPONSE_503_ERROR_CODE_VALUES: set[GatewayVoidResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_gateway_void_response_503_error_code(value: str) -> GatewayVoidResponse503ErrorCode:
    if value in GATEWAY_VOID_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_VOID_RESPONSE_503_ERROR_CODE_VALUES!r}")
