from typing import Literal

RotateWebhookSecretResponse500ErrorCode = Literal['SERVER_ERROR']

ROTATE_WEBHOOK_SECRET_RESPONSE_500_ERROR_CODE_VALUES: set[RotateWebhookSecretResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_rotate_webhook_secret_response_500_error_code(value: str) -> RotateWebhookSecretResponse500ErrorCode:
    if value in ROTATE_WEBHOOK_SECRET_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ROTATE_WEBHOOK_SECRET_RESPONSE_500_ERROR_CODE_VALUES!r}")
