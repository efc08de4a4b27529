from typing import Literal

GatewayRefundResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

GATEWAY_REFUND_RESPONSE_503_ERROR_CODE_VALUES: set[GatewayRefundResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_gateway_refund_response_503_error_code(value: str) -> GatewayRefundResponse503ErrorCode:
    if value in GATEWAY_REFUND_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_REFUND_RESPONSE_503_ERROR_CODE_VALUES!r}")
