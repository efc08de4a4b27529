from typing import Literal

RotateWebhookSecretResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

ROTATE_WEBHOOK_SECRET_RESPONSE_403_ERROR_CODE_VALUES: set[RotateWebhookSecretResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_rotate_webhook_secret_response_403_error_code(value: str) -> RotateWebhookSecretResponse403ErrorCode:
    if value in ROTATE_WEBHOOK_SECRET_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ROTATE_WEBHOOK_SECRET_RESPONSE_403_ERROR_CODE_VALUES!r}")
