from typing import Literal

GetEmbeddedPaymentResponse500ErrorCode = Literal['SERVER_ERROR']

GET_EMBEDDED_PAYMENT_RESPONSE_500_ERROR_CODE_VALUES: set[GetEmbeddedPaymentResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_get_embedded_payment_response_500_error_code(value: str) -> GetEmbeddedPaymentResponse500ErrorCode:
    if value in GET_EMBEDDED_PAYMENT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_EMBEDDED_PAYMENT_RESPONSE_500_ERROR_CODE_VALUES!r}")
