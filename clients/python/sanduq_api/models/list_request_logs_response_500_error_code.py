from typing import Literal

ListRequestLogsResponse500ErrorCode = Literal['SERVER_ERROR']

LIST_REQUEST_LOGS_RESPONSE_500_ERROR_CODE_VALUES: set[ListRequestLogsResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_list_request_logs_response_500_error_code(value: str) -> ListRequestLogsResponse500ErrorCode:
    if value in LIST_REQUEST_LOGS_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_REQUEST_LOGS_RESPONSE_500_ERROR_CODE_VALUES!r}")
