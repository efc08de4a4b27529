from typing import Literal

GetEmbeddedPaymentResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

GET_EMBEDDED_PAYMENT_RESPONSE_403_ERROR_CODE_VALUES: set[GetEmbeddedPaymentResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_get_embedded_payment_response_403_error_code(value: str) -> GetEmbeddedPaymentResponse403ErrorCode:
    if value in GET_EMBEDDED_PAYMENT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_EMBEDDED_PAYMENT_RESPONSE_403_ERROR_CODE_VALUES!r}")
