from typing import Literal

ListPaymentsResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

LIST_PAYMENTS_RESPONSE_403_ERROR_CODE_VALUES: set[ListPaymentsResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_list_payments_response_403_error_code(value: str) -> ListPaymentsResponse403ErrorCode:
    if value in LIST_PAYMENTS_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PAYMENTS_RESPONSE_403_ERROR_CODE_VALUES!r}")
