from typing import Literal

UpdateWebhookEndpointResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

UPDATE_WEBHOOK_ENDPOINT_RESPONSE_403_ERROR_CODE_VALUES: set[UpdateWebhookEndpointResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_update_webhook_endpoint_response_403_error_code(value: str) -> UpdateWebhookEndpointResponse403ErrorCode:
    if value in UPDATE_WEBHOOK_ENDPOINT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_WEBHOOK_ENDPOINT_RESPONSE_403_ERROR_CODE_VALUES!r}")
