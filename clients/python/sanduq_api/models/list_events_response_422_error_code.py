from typing import Literal

ListEventsResponse422ErrorCode = Literal['VALIDATION_ERROR']

LIST_EVENTS_RESPONSE_422_ERROR_CODE_VALUES: set[ListEventsResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_list_events_response_422_error_code(value: str) -> ListEventsResponse422ErrorCode:
    if value in LIST_EVENTS_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_EVENTS_RESPONSE_422_ERROR_CODE_VALUES!r}")
