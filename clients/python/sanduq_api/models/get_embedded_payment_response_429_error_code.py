from typing import Literal

GetEmbeddedPaymentResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

GET_EMBEDDED_PAYMENT_RESPONSE_429_ERROR_CODE_VALUES: set[GetEmbeddedPaymentResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_get_embedded_payment_response_429_error_code(value: str) -> GetEmbeddedPaymentResponse429ErrorCode:
    if value in GET_EMBEDDED_PAYMENT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_EMBEDDED_PAYMENT_RESPONSE_429_ERROR_CODE_VALUES!r}")
