from typing import Literal

ListRequestLogsResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

LIST_REQUEST_LOGS_RESPONSE_403_ERROR_CODE_VALUES: set[ListRequestLogsResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_list_request_logs_response_403_error_code(value: str) -> ListRequestLogsResponse403ErrorCode:
    if value in LIST_REQUEST_LOGS_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_REQUEST_LOGS_RESPONSE_403_ERROR_CODE_VALUES!r}")
