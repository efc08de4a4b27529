from typing import Literal

ListPaymentsResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

LIST_PAYMENTS_RESPONSE_503_ERROR_CODE_VALUES: set[ListPaymentsResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_list_payments_response_503_error_code(value: str) -> ListPaymentsResponse503ErrorCode:
    if value in LIST_PAYMENTS_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PAYMENTS_RESPONSE_503_ERROR_CODE_VALUES!r}")
