from typing import Literal

RecoverWebhookEndpointResponse404ErrorCode = Literal['NOT_FOUND']

RECOVER_WEBHOOK_ENDPOINT_RESPONSE_404_ERROR_CODE_VALUES: set[RecoverWebhookEndpointResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_recover_webhook_endpoint_response_404_error_code(value: str) -> RecoverWebhookEndpointResponse404ErrorCode:
    if value in RECOVER_WEBHOOK_ENDPOINT_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECOVER_WEBHOOK_ENDPOINT_RESPONSE_404_ERROR_CODE_VALUES!r}")
