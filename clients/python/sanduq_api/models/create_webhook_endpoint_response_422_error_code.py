from typing import Literal

CreateWebhookEndpointResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR']

CREATE_WEBHOOK_ENDPOINT_RESPONSE_422_ERROR_CODE_VALUES: set[CreateWebhookEndpointResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR',  }

def check_create_webhook_endpoint_response_422_error_code(value: str) -> CreateWebhookEndpointResponse422ErrorCode:
    if value in CREATE_WEBHOOK_ENDPOINT_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_WEBHOOK_ENDPOINT_RESPONSE_422_ERROR_CODE_VALUES!r}")
