from typing import Literal

GetPaymentResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

GET_PAYMENT_RESPONSE_503_ERROR_CODE_VALUES: set[GetPaymentResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_get_payment_response_503_error_code(value: str) -> GetPaymentResponse503ErrorCode:
    if value in GET_PAYMENT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PAYMENT_RESPONSE_503_ERROR_CODE_VALUES!r}")
