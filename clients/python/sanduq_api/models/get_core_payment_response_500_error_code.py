from typing import Literal

GetCorePaymentResponse500ErrorCode = Literal['SERVER_ERROR']

GET_CORE_PAYMENT_RESPONSE_500_ERROR_CODE_VALUES: set[GetCorePaymentResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_get_core_payment_response_500_error_code(value: str) -> GetCorePaymentResponse500ErrorCode:
    if value in GET_CORE_PAYMENT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CORE_PAYMENT_RESPONSE_500_ERROR_CODE_VALUES!r}")
