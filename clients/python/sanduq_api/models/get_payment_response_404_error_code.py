from typing import Literal

GetPaymentResponse404ErrorCode = Literal['PAYMENT_NOT_FOUND']

GET_PAYMENT_RESPONSE_404_ERROR_CODE_VALUES: set[GetPaymentResponse404ErrorCode] = { 'PAYMENT_NOT_FOUND',  }

def check_get_payment_response_404_error_code(value: str) -> GetPaymentResponse404ErrorCode:
    if value in GET_PAYMENT_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PAYMENT_RESPONSE_404_ERROR_CODE_VALUES!r}")
