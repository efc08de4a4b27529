from typing import Literal

CreateWebhookEndpointResponse500ErrorCode = Literal['SERVER_ERROR']

CREATE_WEBHOOK_ENDPOINT_RESPONSE_500_ERROR_CODE_VALUES: set[CreateWebhookEndpointResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_create_webhook_endpoint_response_500_error_code(value: str) -> CreateWebhookEndpointResponse500ErrorCode:
    if value in CREATE_WEBHOOK_ENDPOINT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_WEBHOOK_ENDPOINT_RESPONSE_500_ERROR_CODE_VALUES!r}")
