from typing import Literal

GetEmbeddedPaymentResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

GET_EMBEDDED_PAYMENT_RESPONSE_503_ERROR_CODE_VALUES: set[GetEmbeddedPaymentResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_get_embedded_payment_response_503_error_code(value: str) -> GetEmbeddedPaymentResponse503ErrorCode:
    if value in GET_EMBEDDED_PAYMENT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_EMBEDDED_PAYMENT_RESPONSE_503_ERROR_CODE_VALUES!r}")
