from typing import Literal

GatewayRefundResponse404ErrorCode = Literal['PAYMENT_NOT_FOUND']

GATEWAY_REFUND_RESPONSE_404_ERROR_CODE_VALUES: set[GatewayRefundResponse404ErrorCode] = { 'PAYMENT_NOT_FOUND',  }

def check_gateway_refund_response_404_error_code(value: str) -> GatewayRefundResponse404ErrorCode:
    if value in GATEWAY_REFUND_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_REFUND_RESPONSE_404_ERROR_CODE_VALUES!r}")
