from typing import Literal

GatewayRefundResponse500ErrorCode = Literal['SERVER_ERROR']

GATEWAY_REFUND_RESPONSE_500_ERROR_CODE_VALUES: set[GatewayRefundResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_gateway_refund_response_500_error_code(value: str) -> GatewayRefundResponse500ErrorCode:
    if value in GATEWAY_REFUND_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_REFUND_RESPONSE_500_ERROR_CODE_VALUES!r}")
