from typing import Literal

GetPaymentLinkResponse500ErrorCode = Literal['SERVER_ERROR']

GET_PAYMENT_LINK_RESPONSE_500_ERROR_CODE_VALUES: set[GetPaymentLinkResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_get_payment_link_response_500_error_code(value: str) -> GetPaymentLinkResponse500ErrorCode:
    if value in GET_PAYMENT_LINK_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PAYMENT_LINK_RESPONSE_500_ERROR_CODE_VALUES!r}")
