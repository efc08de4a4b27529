from typing import Literal

RotateWebhookSecretResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ROTATE_WEBHOOK_SECRET_RESPONSE_429_ERROR_CODE_VALUES: set[RotateWebhookSecretResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_rotate_webhook_secret_response_429_error_code(value: str) -> RotateWebhookSecretResponse429ErrorCode:
    if value in ROTATE_WEBHOOK_SECRET_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ROTATE_WEBHOOK_SECRET_RESPONSE_429_ERROR_CODE_VALUES!r}")
