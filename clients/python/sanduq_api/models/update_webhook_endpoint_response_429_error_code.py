from typing import Literal

UpdateWebhookEndpointResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

UPDATE_WEBHOOK_ENDPOINT_RESPONSE_429_ERROR_CODE_VALUES: set[UpdateWebhookEndpointResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_update_webhook_endpoint_response_429_error_code(value: str) -> UpdateWebhookEndpointResponse429ErrorCode:
    if value in UPDATE_WEBHOOK_ENDPOINT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_WEBHOOK_ENDPOINT_RESPONSE_429_ERROR_CODE_VALUES!r}")
