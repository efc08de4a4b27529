from typing import Literal

ListWebhookEndpointsResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

LIST_WEBHOOK_ENDPOINTS_RESPONSE_503_ERROR_CODE_VALUES: set[ListWebhookEndpointsResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_list_webhook_endpoints_response_503_error_code(value: str) -> ListWebhookEndpointsResponse503ErrorCode:
    if value in LIST_WEBHOOK_ENDPOINTS_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_WEBHOOK_ENDPOINTS_RESPONSE_503_ERROR_CODE_VALUES!r}")
