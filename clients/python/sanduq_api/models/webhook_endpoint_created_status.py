from typing import Literal

WebhookEndpointCreatedStatus = Literal['disabled', 'enabled']

WEBHOOK_ENDPOINT_CREATED_STATUS_VALUES: set[WebhookEndpointCreatedStatus] = { 'disabled', 'enabled',  }

def check_webhook_endpoint_created_status(value: str) -> WebhookEndpointCreatedStatus:
    if value in WEBHOOK_ENDPOINT_CREATED_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WEBHOOK_ENDPOINT_CREATED_STATUS_VALUES!r}")
