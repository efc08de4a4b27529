from typing import Literal

RecoverWebhookEndpointResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

RECOVER_WEBHOOK_ENDPOINT_RESPONSE_503_ERROR_CODE_VALUES: set[RecoverWebhookEndpointResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_recover_webhook_endpoint_response_503_error_code(value: str) -> RecoverWebhookEndpointResponse503ErrorCode:
    if value in RECOVER_WEBHOOK_ENDPOINT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECOVER_WEBHOOK_ENDPOINT_RESPONSE_503_ERROR_CODE_VALUES!r}")
