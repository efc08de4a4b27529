from typing import Literal

ListRequestLogsResponse422ErrorCode = Literal['VALIDATION_ERROR']

LIST_REQUEST_LOGS_RESPONSE_422_ERROR_CODE_VALUES: set[ListRequestLogsResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_list_request_logs_response_422_error_code(value: str) -> ListRequestLogsResponse422ErrorCode:
    if value in LIST_REQUEST_LOGS_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_REQUEST_LOGS_RESPONSE_422_ERROR_CODE_VALUES!r}")
