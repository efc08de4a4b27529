from typing import Literal

GetPaymentResponse401ErrorCode = Literal['HMAC_HEADERS_MISSING', 'HMAC_KEY_INVALID', 'HMAC_SIGNATURE_INVALID', 'HMAC_TIMESTAMP_EXPIRED']

GET_PAYMENT_RESPONSE_401_ERROR_CODE_VALUES: set[GetPaymentResponse401ErrorCode] = { 'HMAC_HEADERS_MISSING', 'HMAC_KEY_INVALID', 'HMAC_SIGNATURE_INVALID', 'HMAC_TIMESTAMP_EXPIRED',  }

def check_get_payment_response_401_error_code(value: str) -> GetPaymentResponse401ErrorCode:
    if value in GET_PAYMENT_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PAYMENT_RESPONSE_401_ERROR_CODE_VALUES!r}")
