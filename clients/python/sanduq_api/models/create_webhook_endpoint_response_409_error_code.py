from typing import Literal

CreateWebhookEndpointResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

CREATE_WEBHOOK_ENDPOINT_RESPONSE_409_ERROR_CODE_VALUES: set[CreateWebhookEndpointResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_create_webhook_endpoint_response_409_error_code(value: str) -> CreateWebhookEndpointResponse409ErrorCode:
    if value in CREATE_WEBHOOK_ENDPOINT_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_WEBHOOK_ENDPOINT_RESPONSE_409_ERROR_CODE_VALUES!r}")
