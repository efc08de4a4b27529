from typing import Literal

GatewayRefundResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

GATEWAY_REFUND_RESPONSE_403_ERROR_CODE_VALUES: set[GatewayRefundResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_gateway_refund_response_403_error_code(value: str) -> GatewayRefundResponse403ErrorCode:
    if value in GATEWAY_REFUND_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_REFUND_RESPONSE_403_ERROR_CODE_VALUES!r}")
