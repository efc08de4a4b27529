from typing import Literal

PayLinkResponse500ErrorCode = Literal['SERVER_ERROR']

PAY_LINK_RESPONSE_500_ERROR_CODE_VALUES: set[PayLinkResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_pay_link_response_500_error_code(value: str) -> PayLinkResponse500ErrorCode:
    if value in PAY_LINK_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAY_LINK_RESPONSE_500_ERROR_CODE_VALUES!r}")
