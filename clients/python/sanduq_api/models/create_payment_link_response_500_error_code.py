from typing import Literal

CreatePaymentLinkResponse500ErrorCode = Literal['SERVER_ERROR']

CREATE_PAYMENT_LINK_RESPONSE_500_ERROR_CODE_VALUES: set[CreatePaymentLinkResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_create_payment_link_response_500_error_code(value: str) -> CreatePaymentLinkResponse500ErrorCode:
    if value in CREATE_PAYMENT_LINK_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PAYMENT_LINK_RESPONSE_500_ERROR_CODE_VALUES!r}")
