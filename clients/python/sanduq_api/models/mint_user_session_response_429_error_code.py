from typing import Literal

MintUserSessionResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

MINT_USER_SESSION_RESPONSE_429_ERROR_CODE_VALUES: set[MintUserSessionResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_mint_user_session_response_429_error_code(value: str) -> MintUserSessionResponse429ErrorCode:
    if value in MINT_USER_SESSION_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MINT_USER_SESSION_RESPONSE_429_ERROR_CODE_VALUES!r}")
