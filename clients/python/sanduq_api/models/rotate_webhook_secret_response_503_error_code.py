from typing import Literal

RotateWebhookSecretResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ROTATE_WEBHOOK_SECRET_RESPONSE_503_ERROR_CODE_VALUES: set[RotateWebhookSecretResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_rotate_webhook_secret_response_503_error_code(value: str) -> RotateWebhookSecretResponse503ErrorCode:
    if value in ROTATE_WEBHOOK_SECRET_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ROTATE_WEBHOOK_SECRET_RESPONSE_503_ERROR_CODE_VALUES!r}")
