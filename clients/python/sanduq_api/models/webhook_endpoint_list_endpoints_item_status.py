from typing import Literal

WebhookEndpointListEndpointsItemStatus = Literal['disabled', 'enabled']

WEBHOOK_ENDPOINT_LIST_ENDPOINTS_ITEM_STATUS_VALUES: set[WebhookEndpointListEndpointsItemStatus] = { 'disabled', 'enabled',  }

def check_webhook_endpoint_list_endpoints_item_status(value: str) -> WebhookEndpointListEndpointsItemStatus:
    if value in WEBHOOK_ENDPOINT_LIST_ENDPOINTS_ITEM_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WEBHOOK_ENDPOINT_LIST_ENDPOINTS_ITEM_STATUS_VALUES!r}")
