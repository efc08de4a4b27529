from typing import Literal

RecoverWebhookEndpointResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

RECOVER_WEBHOOK_ENDPOINT_RESPONSE_403_ERROR_CODE_VALUES: set[RecoverWebhookEndpointResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_recover_webhook_endpoint_response_403_error_code(value: str) -> RecoverWebhookEndpointResponse403ErrorCode:
    if value in RECOVER_WEBHOOK_ENDPOINT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECOVER_WEBHOOK_ENDPOINT_RESPONSE_403_ERROR_CODE_VALUES!r}")
