from typing import Literal

ListEventsResponse500ErrorCode = Literal['SERVER_ERROR']

LIST_EVENTS_RESPONSE_500_ERROR_CODE_VALUES: set[ListEventsResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_list_events_response_500_error_code(value: str) -> ListEventsResponse500ErrorCode:
    if value in LIST_EVENTS_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_EVENTS_RESPONSE_500_ERROR_CODE_VALUES!r}")
