from typing import Literal

PayLinkResponse401ErrorCode = Literal['INVALID_PIN', 'PIN_BLOCKED']

PAY_LINK_RESPONSE_401_ERROR_CODE_VALUES: set[PayLinkResponse401ErrorCode] = { 'INVALID_PIN', 'PIN_BLOCKED',  }

def check_pay_link_response_401_error_code(value: str) -> PayLinkResponse401ErrorCode:
    if value in PAY_LINK_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAY_LINK_RESPONSE_401_ERROR_CODE_VALUES!r}")
