from typing import Literal

UpdateWebhookEndpointResponse404ErrorCode = Literal['NOT_FOUND']

UPDATE_WEBHOOK_ENDPOINT_RESPONSE_404_ERROR_CODE_VALUES: set[UpdateWebhookEndpointResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_update_webhook_endpoint_response_404_error_code(value: str) -> UpdateWebhookEndpointResponse404ErrorCode:
    if value in UPDATE_WEBHOOK_ENDPOINT_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_WEBHOOK_ENDPOINT_RESPONSE_404_ERROR_CODE_VALUES!r}")
