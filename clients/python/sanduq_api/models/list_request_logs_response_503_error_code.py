from typing import Literal

ListRequestLogsResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

LIST_REQUEST_LOGS_RESPONSE_503_ERROR_CODE_VALUES: set[ListRequestLogsResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_list_request_logs_response_503_error_code(value: str) -> ListRequestLogsResponse503ErrorCode:
    if value in LIST_REQUEST_LOGS_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_REQUEST_LOGS_RESPONSE_503_ERROR_CODE_VALUES!r}")
