from typing import Literal

GetEventResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

GET_EVENT_RESPONSE_503_ERROR_CODE_VALUES: set[GetEventResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_get_event_response_503_error_code(value: str) -> GetEventResponse503ErrorCode:
    if value in GET_EVENT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_EVENT_RESPONSE_503_ERROR_CODE_VALUES!r}")
