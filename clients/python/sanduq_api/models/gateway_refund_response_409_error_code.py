from typing import Literal

GatewayRefundResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'PAYMENT_ALREADY_VOIDED', 'WALLET_BUSY']

GATEWAY_REFUND_RESPONSE_409_ERROR_CODE_VALUES: set[GatewayRefundResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'PAYMENT_ALREADY_VOIDED', 'WALLET_BUSY',  }

def check_gateway_refund_response_409_error_code(value: str) -> GatewayRefundResponse409ErrorCode:
    if value in GATEWAY_REFUND_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_REFUND_RESPONSE_409_ERROR_CODE_VALUES!r}")
