from typing import Literal

GetPaymentLinkResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

GET_PAYMENT_LINK_RESPONSE_503_ERROR_CODE_VALUES: set[GetPaymentLinkResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_get_payment_link_response_503_error_code(value: str) -> GetPaymentLinkResponse503ErrorCode:
    if value in GET_PAYMENT_LINK_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PAYMENT_LINK_RESPONSE_503_ERROR_CODE_VALUES!r}")
