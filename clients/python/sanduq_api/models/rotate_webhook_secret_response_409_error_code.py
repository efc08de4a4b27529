from typing import Literal

RotateWebhookSecretResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

ROTATE_WEBHOOK_SECRET_RESPONSE_409_ERROR_CODE_VALUES: set[RotateWebhookSecretResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_rotate_webhook_secret_response_409_error_code(value: str) -> RotateWebhookSecretResponse409ErrorCode:
    if value in ROTATE_WEBHOOK_SECRET_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ROTATE_WEBHOOK_SECRET_RESPONSE_409_ERROR_CODE_VALUES!r}")
