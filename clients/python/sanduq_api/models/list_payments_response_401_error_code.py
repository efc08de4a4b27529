from typing import Literal

ListPaymentsResponse401ErrorCode = Literal['HMAC_HEADERS_MISSING', 'HMAC_KEY_INVALID', 'HMAC_SIGNATURE_INVALID', 'HMAC_TIMESTAMP_EXPIRED']

LIST_PAYMENTS_RESPONSE_401_ERROR_CODE_VALUES: set[ListPaymentsResponse401ErrorCode] = { 'HMAC_HEADERS_MISSING', 'HMAC_KEY_INVALID', 'HMAC_SIGNATURE_INVALID', 'HMAC_TIMESTAMP_EXPIRED',  }

def check_list_payments_response_401_error_code(value: str) -> ListPaymentsResponse401ErrorCode:
    if value in LIST_PAYMENTS_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PAYMENTS_RESPONSE_401_ERROR_CODE_VALUES!r}")
