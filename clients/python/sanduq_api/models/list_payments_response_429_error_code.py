from typing import Literal

ListPaymentsResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

LIST_PAYMENTS_RESPONSE_429_ERROR_CODE_VALUES: set[ListPaymentsResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_list_payments_response_429_error_code(value: str) -> ListPaymentsResponse429ErrorCode:
    if value in LIST_PAYMENTS_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PAYMENTS_RESPONSE_429_ERROR_CODE_VALUES!r}")
