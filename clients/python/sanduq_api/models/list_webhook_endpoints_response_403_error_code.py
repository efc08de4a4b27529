from typing import Literal

ListWebhookEndpointsResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

LIST_WEBHOOK_ENDPOINTS_RESPONSE_403_ERROR_CODE_VALUES: set[ListWebhookEndpointsResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_list_webhook_endpoints_response_403_error_code(value: str) -> ListWebhookEndpointsResponse403ErrorCode:
    if value in LIST_WEBHOOK_ENDPOINTS_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_WEBHOOK_ENDPOINTS_RESPONSE_403_ERROR_CODE_VALUES!r}")
