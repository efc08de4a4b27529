from typing import Literal

DeleteWebhookEndpointResponse404ErrorCode = Literal['NOT_FOUND']

DELETE_WEBHOOK_ENDPOINT_RESPONSE_404_ERROR_CODE_VALUES: set[DeleteWebhookEndpointResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_delete_webhook_endpoint_response_404_error_code(value: str) -> DeleteWebhookEndpointResponse404ErrorCode:
    if value in DELETE_WEBHOOK_ENDPOINT_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_WEBHOOK_ENDPOINT_RESPONSE_404_ERROR_CODE_VALUES!r}")
