from typing import Literal

RotateWebhookSecretResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR']

ROTATE_WEBHOOK_SECRET_RESPONSE_422_ERROR_CODE_VALUES: set[RotateWebhookSecretResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR',  }

def check_rotate_webhook_secret_response_422_error_code(value: str) -> RotateWebhookSecretResponse422ErrorCode:
    if value in ROTATE_WEBHOOK_SECRET_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ROTATE_WEBHOOK_SECRET_RESPONSE_422_ERROR_CODE_VALUES!r}")
