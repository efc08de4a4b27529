from typing import Literal

GetPaymentResponse500ErrorCode = Literal['SERVER_ERROR']

GET_PAYMENT_RESPONSE_500_ERROR_CODE_VALUES: set[GetPaymentResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_get_payment_response_500_error_code(value: str) -> GetPaymentResponse500ErrorCode:
    if value in GET_PAYMENT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PAYMENT_RESPONSE_500_ERROR_CODE_VALUES!r}")
