from typing import Literal

GetCorePaymentResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

GET_CORE_PAYMENT_RESPONSE_429_ERROR_CODE_VALUES: set[GetCorePaymentResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_get_core_payment_response_429_error_code(value: str) -> GetCorePaymentResponse429ErrorCode:
    if value in GET_CORE_PAYMENT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CORE_PAYMENT_RESPONSE_429_ERROR_CODE_VALUES!r}")
