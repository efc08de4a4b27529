from typing import Literal

DeleteWebhookEndpointResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

DELETE_WEBHOOK_ENDPOINT_RESPONSE_429_ERROR_CODE_VALUES: set[DeleteWebhookEndpointResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_delete_webhook_endpoint_response_429_error_code(value: str) -> DeleteWebhookEndpointResponse429ErrorCode:
    if value in DELETE_WEBHOOK_ENDPOINT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_WEBHOOK_ENDPOINT_RESPONSE_429_ERROR_CODE_VALUES!r}")
