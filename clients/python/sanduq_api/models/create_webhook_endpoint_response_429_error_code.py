from typing import Literal

CreateWebhookEndpointResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

CREATE_WEBHOOK_ENDPOINT_RESPONSE_429_ERROR_CODE_VALUES: set[CreateWebhookEndpointResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_create_webhook_endpoint_response_429_error_code(value: str) -> CreateWebhookEndpointResponse429ErrorCode:
    if value in CREATE_WEBHOOK_ENDPOINT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_WEBHOOK_ENDPOINT_RESPONSE_429_ERROR_CODE_VALUES!r}")
