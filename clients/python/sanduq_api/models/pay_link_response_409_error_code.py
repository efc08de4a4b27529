from typing import Literal

PayLinkResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

PAY_LINK_RESPONSE_409_ERROR_CODE_VALUES: set[PayLinkResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_pay_link_response_409_error_code(value: str) -> PayLinkResponse409ErrorCode:
    if value in PAY_LINK_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAY_LINK_RESPONSE_409_ERROR_CODE_VALUES!r}")
