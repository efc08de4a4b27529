from typing import Literal

PayLinkResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

PAY_LINK_RESPONSE_429_ERROR_CODE_VALUES: set[PayLinkResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_pay_link_response_429_error_code(value: str) -> PayLinkResponse429ErrorCode:
    if value in PAY_LINK_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAY_LINK_RESPONSE_429_ERROR_CODE_VALUES!r}")
