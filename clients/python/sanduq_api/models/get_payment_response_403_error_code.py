from typing import Literal

GetPaymentResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

GET_PAYMENT_RESPONSE_403_ERROR_CODE_VALUES: set[GetPaymentResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_get_payment_response_403_error_code(value: str) -> GetPaymentResponse403ErrorCode:
    if value in GET_PAYMENT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PAYMENT_RESPONSE_403_ERROR_CODE_VALUES!r}")
