from typing import Literal

DeleteWebhookEndpointResponse500ErrorCode = Literal['SERVER_ERROR']

DELETE_WEBHOOK_ENDPOINT_RESPONSE_500_ERROR_CODE_VALUES: set[DeleteWebhookEndpointResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_delete_webhook_endpoint_response_500_error_code(value: str) -> DeleteWebhookEndpointResponse500ErrorCode:
    if value in DELETE_WEBHOOK_ENDPOINT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_WEBHOOK_ENDPOINT_RESPONSE_500_ERROR_CODE_VALUES!r}")
