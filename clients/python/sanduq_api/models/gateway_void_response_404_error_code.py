from typing import Literal

GatewayVoidResponse404ErrorCode = Literal['PAYMENT_NOT_FOUND']

GATEWAY_VOID_RESPONSE_404_ERROR_CODE_VALUES: set[GatewayVoidResponse404ErrorCode] = { 'PAYMENT_NOT_FOUND',  }

def check_gateway_void_response_404_error_code(value: str) -> GatewayVoidResponse404ErrorCode:
    if value in GATEWAY_VOID_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_VOID_RESPONSE_404_ERROR_CODE_VALUES!r}")
