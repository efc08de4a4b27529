from typing import Literal

RecoverWebhookEndpointResponse500ErrorCode = Literal['SERVER_ERROR']

RECOVER_WEBHOOK_ENDPOINT_RESPONSE_500_ERROR_CODE_VALUES: set[RecoverWebhookEndpointResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_recover_webhook_endpoint_response_500_error_code(value: str) -> RecoverWebhookEndpointResponse500ErrorCode:
    if value in RECOVER_WEBHOOK_ENDPOINT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECOVER_WEBHOOK_ENDPOINT_RESPONSE_500_ERROR_CODE_VALUES!r}")
