from typing import Literal

CreateWebhookEndpointResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

CREATE_WEBHOOK_ENDPOINT_RESPONSE_403_ERROR_CODE_VALUES: set[CreateWebhookEndpointResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_create_webhook_endpoint_response_403_error_code(value: str) -> CreateWebhookEndpointResponse403ErrorCode:
    if value in CREATE_WEBHOOK_ENDPOINT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_WEBHOOK_ENDPOINT_RESPONSE_403_ERROR_CODE_VALUES!r}")
