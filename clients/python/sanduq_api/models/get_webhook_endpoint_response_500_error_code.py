from typing import Literal

GetWebhookEndpointResponse500ErrorCode = Literal['SERVER_ERROR']

GET_WEBHOOK_ENDPOINT_RESPONSE_500_ERROR_CODE_VALUES: set[GetWebhookEndpointResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_get_webhook_endpoint_response_500_error_code(value: str) -> GetWebhookEndpointResponse500ErrorCode:
    if value in GET_WEBHOOK_ENDPOINT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_WEBHOOK_ENDPOINT_RESPONSE_500_ERROR_CODE_VALUES!r}")
