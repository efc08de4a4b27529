from typing import Literal

GatewayRefundResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

GATEWAY_REFUND_RESPONSE_429_ERROR_CODE_VALUES: set[GatewayRefundResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_gateway_refund_response_429_error_code(value: str) -> GatewayRefundResponse429ErrorCode:
    if value in GATEWAY_REFUND_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_REFUND_RESPONSE_429_ERROR_CODE_VALUES!r}")
