from typing import Literal

ListEventsResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

LIST_EVENTS_RESPONSE_403_ERROR_CODE_VALUES: set[ListEventsResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_list_events_response_403_error_code(value: str) -> ListEventsResponse403ErrorCode:
    if value in LIST_EVENTS_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_EVENTS_RESPONSE_403_ERROR_CODE_VALUES!r}")
