from typing import Literal

GetEmbeddedPaymentResponse404ErrorCode = Literal['PAYMENT_NOT_FOUND']

GET_EMBEDDED_PAYMENT_RESPONSE_404_ERROR_CODE_VALUES: set[GetEmbeddedPaymentResponse404ErrorCode] = { 'PAYMENT_NOT_FOUND',  }

def check_get_embedded_payment_response_404_error_code(value: str) -> GetEmbeddedPaymentResponse404ErrorCode:
    if value in GET_EMBEDDED_PAYMENT_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_EMBEDDED_PAYMENT_RESPONSE_404_ERROR_CODE_VALUES!r}")
