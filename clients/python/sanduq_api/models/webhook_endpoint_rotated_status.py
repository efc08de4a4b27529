from typing import Literal

WebhookEndpointRotatedStatus = Literal['disabled', 'enabled']

WEBHOOK_ENDPOINT_ROTATED_STATUS_VALUES: set[WebhookEndpointRotatedStatus] = { 'disabled', 'enabled',  }

def check_webhook_endpoint_rotated_status(value: str) -> WebhookEndpointRotatedStatus:
    if value in WEBHOOK_ENDPOINT_ROTATED_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WEBHOOK_ENDPOINT_ROTATED_STATUS_VALUES!r}")
