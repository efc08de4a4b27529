from typing import Literal

DeleteWebhookEndpointResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

DELETE_WEBHOOK_ENDPOINT_RESPONSE_503_ERROR_CODE_VALUES: set[DeleteWebhookEndpointResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_delete_webhook_endpoint_response_503_error_code(value: str) -> DeleteWebhookEndpointResponse503ErrorCode:
    if value in DELETE_WEBHOOK_ENDPOINT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_WEBHOOK_ENDPOINT_RESPONSE_503_ERROR_CODE_VALUES!r}")
