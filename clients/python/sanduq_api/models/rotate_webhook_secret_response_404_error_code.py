from typing import Literal

RotateWebhookSecretResponse404ErrorCode = Literal['NOT_FOUND']

ROTATE_WEBHOOK_SECRET_RESPONSE_404_ERROR_CODE_VALUES: set[RotateWebhookSecretResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_rotate_webhook_secret_response_404_error_code(value: str) -> RotateWebhookSecretResponse404ErrorCode:
    if value in ROTATE_WEBHOOK_SECRET_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ROTATE_WEBHOOK_SECRET_RESPONSE_404_ERROR_CODE_VALUES!r}")
