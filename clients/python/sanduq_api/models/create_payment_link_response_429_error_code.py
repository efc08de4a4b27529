from typing import Literal

CreatePaymentLinkResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

CREATE_PAYMENT_LINK_RESPONSE_429_ERROR_CODE_VALUES: set[CreatePaymentLinkResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_create_payment_link_response_429_error_code(value: str) -> CreatePaymentLinkResponse429ErrorCode:
    if value in CREATE_PAYMENT_LINK_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PAYMENT_LINK_RESPONSE_429_ERROR_CODE_VALUES!r}")
