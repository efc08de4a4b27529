from typing import Literal

GetEventResponse500ErrorCode = Literal['SERVER_ERROR']

GET_EVENT_RESPONSE_500_ERROR_CODE_VALUES: set[GetEventResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_get_event_response_500_error_code(value: str) -> GetEventResponse500ErrorCode:
    if value in GET_EVENT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_EVENT_RESPONSE_500_ERROR_CODE_VALUES!r}")
