from typing import Literal

ListRequestLogsResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

LIST_REQUEST_LOGS_RESPONSE_429_ERROR_CODE_VALUES: set[ListRequestLogsResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_list_request_logs_response_429_error_code(value: str) -> ListRequestLogsResponse429ErrorCode:
    if value in LIST_REQUEST_LOGS_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_REQUEST_LOGS_RESPONSE_429_ERROR_CODE_VALUES!r}")
