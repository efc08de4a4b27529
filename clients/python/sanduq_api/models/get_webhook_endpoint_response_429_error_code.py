from typing import Literal

GetWebhookEndpointResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

GET_WEBHOOK_ENDPOINT_RESPONSE_429_ERROR_CODE_VALUES: set[GetWebhookEndpointResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_get_webhook_endpoint_response_429_error_code(value: str) -> GetWebhookEndpointResponse429ErrorCode:
    if value in GET_WEBHOOK_ENDPOINT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_WEBHOOK_ENDPOINT_RESPONSE_429_ERROR_CODE_VALUES!r}")
