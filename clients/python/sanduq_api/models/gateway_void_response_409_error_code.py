from typing import Literal

GatewayVoidResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'PAYMENT_ALREADY_CAPTURED', 'PAYMENT_ALREADY_VOIDED', 'WALLET_BUSY']

GATEWAY_VOID_RESPONSE_409_ERROR_CODE_VALUES: set[GatewayVoidResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'PAYMENT_ALREADY_CAPTURED', 'PAYMENT_ALREADY_VOIDED', 'WALLET_BUSY',  }

def check_gateway_void_response_409_error_code(value: str) -> GatewayVoidResponse409ErrorCode:
    if value in GATEWAY_VOID_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_VOID_RESPONSE_409_ERROR_CODE_VALUES!r}")
