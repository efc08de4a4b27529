from typing import Literal

ListEventsResponse404ErrorCode = Literal['NOT_FOUND']

LIST_EVENTS_RESPONSE_404_ERROR_CODE_VALUES: set[ListEventsResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_list_events_response_404_error_code(value: str) -> ListEventsResponse404ErrorCode:
    if value in LIST_EVENTS_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_EVENTS_RESPONSE_404_ERROR_CODE_VALUES!r}")
