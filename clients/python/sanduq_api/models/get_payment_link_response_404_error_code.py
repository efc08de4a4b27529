from typing import Literal

GetPaymentLinkResponse404ErrorCode = Literal['NOT_FOUND']

GET_PAYMENT_LINK_RESPONSE_404_ERROR_CODE_VALUES: set[GetPaymentLinkResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_get_payment_link_response_404_error_code(value: str) -> GetPaymentLinkResponse404ErrorCode:
    if value in GET_PAYMENT_LINK_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PAYMENT_LINK_RESPONSE_404_ERROR_CODE_VALUES!r}")
