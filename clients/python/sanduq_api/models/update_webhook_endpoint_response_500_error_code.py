from typing import Literal

UpdateWebhookEndpointResponse500ErrorCode = Literal['SERVER_ERROR']

UPDATE_WEBHOOK_ENDPOINT_RESPONSE_500_ERROR_CODE_VALUES: set[UpdateWebhookEndpointResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_update_webhook_endpoint_response_500_error_code(value: str) -> UpdateWebhookEndpointResponse500ErrorCode:
    if value in UPDATE_WEBHOOK_ENDPOINT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_WEBHOOK_ENDPOINT_RESPONSE_500_ERROR_CODE_VALUES!r}")
