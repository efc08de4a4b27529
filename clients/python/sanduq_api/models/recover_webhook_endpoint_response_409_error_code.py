from typing import Literal

RecoverWebhookEndpointResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

RECOVER_WEBHOOK_ENDPOINT_RESPONSE_409_ERROR_CODE_VALUES: set[RecoverWebhookEndpointResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_recover_webhook_endpoint_response_409_error_code(value: str) -> RecoverWebhookEndpointResponse409ErrorCode:
    if value in RECOVER_WEBHOOK_ENDPOINT_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECOVER_WEBHOOK_ENDPOINT_RESPONSE_409_ERROR_CODE_VALUES!r}")
