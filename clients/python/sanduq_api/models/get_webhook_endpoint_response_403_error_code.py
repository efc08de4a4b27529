from typing import Literal

GetWebhookEndpointResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

GET_WEBHOOK_ENDPOINT_RESPONSE_403_ERROR_CODE_VALUES: set[GetWebhookEndpointResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_get_webhook_endpoint_response_403_error_code(value: str) -> GetWebhookEndpointResponse403ErrorCode:
    if value in GET_WEBHOOK_ENDPOINT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_WEBHOOK_ENDPOINT_RESPONSE_403_ERROR_CODE_VALUES!r}")
