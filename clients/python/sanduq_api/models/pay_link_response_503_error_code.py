from typing import Literal

PayLinkResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

PAY_LINK_RESPONSE_503_ERROR_CODE_VALUES: set[PayLinkResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_pay_link_response_503_error_code(value: str) -> PayLinkResponse503ErrorCode:
    if value in PAY_LINK_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAY_LINK_RESPONSE_503_ERROR_CODE_VALUES!r}")
