from typing import Literal

GetCorePaymentResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

GET_CORE_PAYMENT_RESPONSE_403_ERROR_CODE_VALUES: set[GetCorePaymentResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_get_core_payment_response_403_error_code(value: str) -> GetCorePaymentResponse403ErrorCode:
    if value in GET_CORE_PAYMENT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CORE_PAYMENT_RESPONSE_403_ERROR_CODE_VALUES!r}")
