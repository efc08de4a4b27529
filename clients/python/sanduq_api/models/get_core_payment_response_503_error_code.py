from typing import Literal

GetCorePaymentResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

GET_CORE_PAYMENT_RESPONSE_503_ERROR_CODE_VALUES: set[GetCorePaymentResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_get_core_payment_response_503_error_code(value: str) -> GetCorePaymentResponse503ErrorCode:
    if value in GET_CORE_PAYMENT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CORE_PAYMENT_RESPONSE_503_ERROR_CODE_VALUES!r}")
