from typing import Literal

GetEventResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

GET_EVENT_RESPONSE_403_ERROR_CODE_VALUES: set[GetEventResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_get_event_response_403_error_code(value: str) -> GetEventResponse403ErrorCode:
    if value in GET_EVENT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_EVENT_RESPONSE_403_ERROR_CODE_VALUES!r}")
