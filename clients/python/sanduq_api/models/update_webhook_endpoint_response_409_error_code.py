from typing import Literal

UpdateWebhookEndpointResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

UPDATE_WEBHOOK_ENDPOINT_RESPONSE_409_ERROR_CODE_VALUES: set[UpdateWebhookEndpointResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_update_webhook_endpoint_response_409_error_code(value: str) -> UpdateWebhookEndpointResponse409ErrorCode:
    if value in UPDATE_WEBHOOK_ENDPOINT_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_WEBHOOK_ENDPOINT_RESPONSE_409_ERROR_CODE_VALUES!r}")
