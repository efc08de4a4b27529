from typing import Literal

MintUserSessionResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

MINT_USER_SESSION_RESPONSE_403_ERROR_CODE_VALUES: set[MintUserSessionResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_mint_user_session_response_403_error_code(value: str) -> MintUserSessionResponse403ErrorCode:
    if value in MINT_USER_SESSION_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MINT_USER_SESSION_RESPONSE_403_ERROR_CODE_VALUES!r}")
