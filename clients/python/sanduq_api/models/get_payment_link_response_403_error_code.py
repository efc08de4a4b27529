from typing import Literal

GetPaymentLinkResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

GET_PAYMENT_LINK_RESPONSE_403_ERROR_CODE_VALUES: set[GetPaymentLinkResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_get_payment_link_response_403_error_code(value: str) -> GetPaymentLinkResponse403ErrorCode:
    if value in GET_PAYMENT_LINK_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PAYMENT_LINK_RESPONSE_403_ERROR_CODE_VALUES!r}")
