from typing import Literal

RecoverWebhookEndpointResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

RECOVER_WEBHOOK_ENDPOINT_RESPONSE_429_ERROR_CODE_VALUES: set[RecoverWebhookEndpointResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_recover_webhook_endpoint_response_429_error_code(value: str) -> RecoverWebhookEndpointResponse429ErrorCode:
    if value in RECOVER_WEBHOOK_ENDPOINT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECOVER_WEBHOOK_ENDPOINT_RESPONSE_429_ERROR_CODE_VALUES!r}")
