from typing import Literal

GatewayVoidResponse500ErrorCode = Literal['SERVER_ERROR']

GATEWAY_VOID_RESPONSE_500_ERROR_CODE_VALUES: set[GatewayVoidResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_gateway_void_response_500_error_code(value: str) -> GatewayVoidResponse500ErrorCode:
    if value in GATEWAY_VOID_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_VOID_RESPONSE_500_ERROR_CODE_VALUES!r}")
