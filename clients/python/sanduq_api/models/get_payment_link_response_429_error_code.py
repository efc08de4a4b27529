from typing import Literal

GetPaymentLinkResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

GET_PAYMENT_LINK_RESPONSE_429_ERROR_CODE_VALUES: set[GetPaymentLinkResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_get_payment_link_response_429_error_code(value: str) -> GetPaymentLinkResponse429ErrorCode:
    if value in GET_PAYMENT_LINK_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PAYMENT_LINK_RESPONSE_429_ERROR_CODE_VALUES!r}")
