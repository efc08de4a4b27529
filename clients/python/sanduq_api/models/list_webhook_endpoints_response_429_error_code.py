from typing import Literal

ListWebhookEndpointsResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

LIST_WEBHOOK_ENDPOINTS_RESPONSE_429_ERROR_CODE_VALUES: set[ListWebhookEndpointsResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_list_webhook_endpoints_response_429_error_code(value: str) -> ListWebhookEndpointsResponse429ErrorCode:
    if value in LIST_WEBHOOK_ENDPOINTS_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_WEBHOOK_ENDPOINTS_RESPONSE_429_ERROR_CODE_VALUES!r}")
