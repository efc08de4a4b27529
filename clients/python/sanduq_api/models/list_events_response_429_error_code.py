from typing import Literal

ListEventsResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

LIST_EVENTS_RESPONSE_429_ERROR_CODE_VALUES: set[ListEventsResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_list_events_response_429_error_code(value: str) -> ListEventsResponse429ErrorCode:
    if value in LIST_EVENTS_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_EVENTS_RESPONSE_429_ERROR_CODE_VALUES!r}")
