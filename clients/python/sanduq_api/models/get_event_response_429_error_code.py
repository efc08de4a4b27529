from typing import Literal

GetEventResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

GET_EVENT_RESPONSE_429_ERROR_CODE_VALUES: set[GetEventResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_get_event_response_429_error_code(value: str) -> GetEventResponse429ErrorCode:
    if value in GET_EVENT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_EVENT_RESPONSE_429_ERROR_CODE_VALUES!r}")
