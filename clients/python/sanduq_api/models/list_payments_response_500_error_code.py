from typing import Literal

ListPaymentsResponse500ErrorCode = Literal['SERVER_ERROR']

LIST_PAYMENTS_RESPONSE_500_ERROR_CODE_VALUES: set[ListPaymentsResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_list_payments_response_500_error_code(value: str) -> ListPaymentsResponse500ErrorCode:
    if value in LIST_PAYMENTS_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PAYMENTS_RESPONSE_500_ERROR_CODE_VALUES!r}")
