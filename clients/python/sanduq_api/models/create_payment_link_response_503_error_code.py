from typing import Literal

CreatePaymentLinkResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

CREATE_PAYMENT_LINK_RESPONSE_503_ERROR_CODE_VALUES: set[CreatePaymentLinkResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_create_payment_link_response_503_error_code(value: str) -> CreatePaymentLinkResponse503ErrorCode:
    if value in CREATE_PAYMENT_LINK_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PAYMENT_LINK_RESPONSE_503_ERROR_CODE_VALUES!r}")
