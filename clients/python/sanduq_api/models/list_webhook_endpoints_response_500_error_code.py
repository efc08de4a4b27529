from typing import Literal

ListWebhookEndpointsResponse500ErrorCode = Literal['SERVER_ERROR']

LIST_WEBHOOK_ENDPOINTS_RESPONSE_500_ERROR_CODE_VALUES: set[ListWebhookEndpointsResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_list_webhook_endpoints_response_500_error_code(value: str) -> ListWebhookEndpointsResponse500ErrorCode:
    if value in LIST_WEBHOOK_ENDPOINTS_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_WEBHOOK_ENDPOINTS_RESPONSE_500_ERROR_CODE_VALUES!r}")
