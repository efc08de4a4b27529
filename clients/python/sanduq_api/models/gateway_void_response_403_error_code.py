from typing import Literal

GatewayVoidResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

GATEWAY_VOID_RESPONSE_403_ERROR_CODE_VALUES: set[GatewayVoidResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_gateway_void_response_403_error_code(value: str) -> GatewayVoidResponse403ErrorCode:
    if value in GATEWAY_VOID_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_VOID_RESPONSE_403_ERROR_CODE_VALUES!r}")
