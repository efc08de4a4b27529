from typing import Literal

PayLinkResponse404ErrorCode = Literal['NOT_FOUND', 'WALLET_NOT_FOUND']

PAY_LINK_RESPONSE_404_ERROR_CODE_VALUES: set[PayLinkResponse404ErrorCode] = { 'NOT_FOUND', 'WALLET_NOT_FOUND',  }

def check_pay_link_response_404_error_code(value: str) -> PayLinkResponse404ErrorCode:
    if value in PAY_LINK_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAY_LINK_RESPONSE_404_ERROR_CODE_VALUES!r}")
