from typing import Literal

GetEventResponse404ErrorCode = Literal['NOT_FOUND']

GET_EVENT_RESPONSE_404_ERROR_CODE_VALUES: set[GetEventResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_get_event_response_404_error_code(value: str) -> GetEventResponse404ErrorCode:
    if value in GET_EVENT_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_EVENT_RESPONSE_404_ERROR_CODE_VALUES!r}")
