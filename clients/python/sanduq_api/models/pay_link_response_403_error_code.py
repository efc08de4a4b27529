from typing import Literal

PayLinkResponse403ErrorCode = Literal['FORBIDDEN']

PAY_LINK_RESPONSE_403_ERROR_CODE_VALUES: set[PayLinkResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_pay_link_response_403_error_code(value: str) -> PayLinkResponse403ErrorCode:
    if value in PAY_LINK_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAY_LINK_RESPONSE_403_ERROR_CODE_VALUES!r}")
