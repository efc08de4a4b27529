from typing import Literal

UpdateWebhookEndpointResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR']

UPDATE_WEBHOOK_ENDPOINT_RESPONSE_422_ERROR_CODE_VALUES: set[UpdateWebhookEndpointResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR',  }

def check_update_webhook_endpoint_response_422_error_code(value: str) -> UpdateWebhookEndpointResponse422ErrorCode:
    if value in UPDATE_WEBHOOK_ENDPOINT_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_WEBHOOK_ENDPOINT_RESPONSE_422_ERROR_CODE_VALUES!r}")
