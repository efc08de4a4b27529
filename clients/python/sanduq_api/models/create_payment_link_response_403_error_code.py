from typing import Literal

CreatePaymentLinkResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

CREATE_PAYMENT_LINK_RESPONSE_403_ERROR_CODE_VALUES: set[CreatePaymentLinkResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_create_payment_link_response_403_error_code(value: str) -> CreatePaymentLinkResponse403ErrorCode:
    if value in CREATE_PAYMENT_LINK_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PAYMENT_LINK_RESPONSE_403_ERROR_CODE_VALUES!r}")
