from typing import Literal

GatewayVoidResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'INVALID_PAYMENT_STATUS', 'PAYMENT_EXPIRED', 'VALIDATION_ERROR']

GATEWAY_VOID_RESPONSE_422_ERROR_CODE_VALUES: set[GatewayVoidResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'INVALID_PAYMENT_STATUS', 'PAYMENT_EXPIRED', 'VALIDATION_ERROR',  }

def check_gateway_void_response_422_error_code(value: str) -> GatewayVoidResponse422ErrorCode:
    if value in GATEWAY_VOID_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_VOID_RESPONSE_422_ERROR_CODE_VALUES!r}")
