from typing import Literal

GetCorePaymentResponse404ErrorCode = Literal['PAYMENT_NOT_FOUND']

GET_CORE_PAYMENT_RESPONSE_404_ERROR_CODE_VALUES: set[GetCorePaymentResponse404ErrorCode] = { 'PAYMENT_NOT_FOUND',  }

def check_get_core_payment_response_404_error_code(value: str) -> GetCorePaymentResponse404ErrorCode:
    if value in GET_CORE_PAYMENT_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CORE_PAYMENT_RESPONSE_404_ERROR_CODE_VALUES!r}")
