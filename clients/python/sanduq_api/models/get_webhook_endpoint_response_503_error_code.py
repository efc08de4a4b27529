from typing import Literal

GetWebhookEndpointResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

GET_WEBHOOK_ENDPOINT_RESPONSE_503_ERROR_CODE_VALUES: set[GetWebhookEndpointResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_get_webhook_endpoint_response_503_error_code(value: str) -> GetWebhookEndpointResponse503ErrorCode:
    if value in GET_WEBHOOK_ENDPOINT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_WEBHOOK_ENDPOINT_RESPONSE_503_ERROR_CODE_VALUES!r}")
