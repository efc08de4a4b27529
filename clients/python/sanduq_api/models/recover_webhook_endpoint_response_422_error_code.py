from typing import Literal

RecoverWebhookEndpointResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR']

RECOVER_WEBHOOK_ENDPOINT_RESPONSE_422_ERROR_CODE_VALUES: set[RecoverWebhookEndpointResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR',  }

def check_recover_webhook_endpoint_response_422_error_code(value: str) -> RecoverWebhookEndpointResponse422ErrorCode:
    if value in RECOVER_WEBHOOK_ENDPOINT_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECOVER_WEBHOOK_ENDPOINT_RESPONSE_422_ERROR_CODE_VALUES!r}")
