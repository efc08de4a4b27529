from typing import Literal

UpdateWebhookEndpointResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

UPDATE_WEBHOOK_ENDPOINT_RESPONSE_503_ERROR_CODE_VALUES: set[UpdateWebhookEndpointResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_update_webhook_endpoint_response_503_error_code(value: str) -> UpdateWebhookEndpointResponse503ErrorCode:
    if value in UPDATE_WEBHOOK_ENDPOINT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_WEBHOOK_ENDPOINT_RESPONSE_503_ERROR_CODE_VALUES!r}")
