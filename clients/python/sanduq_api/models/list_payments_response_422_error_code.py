from typing import Literal

ListPaymentsResponse422ErrorCode = Literal['UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR']

LIST_PAYMENTS_RESPONSE_422_ERROR_CODE_VALUES: set[ListPaymentsResponse422ErrorCode] = { 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR',  }

def check_list_payments_response_422_error_code(value: str) -> ListPaymentsResponse422ErrorCode:
    if value in LIST_PAYMENTS_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PAYMENTS_RESPONSE_422_ERROR_CODE_VALUES!r}")
