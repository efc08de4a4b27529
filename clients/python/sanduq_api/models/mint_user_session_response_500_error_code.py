from typing import Literal

MintUserSessionResponse500ErrorCode = Literal['SERVER_ERROR']

MINT_USER_SESSION_RESPONSE_500_ERROR_CODE_VALUES: set[MintUserSessionResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_mint_user_session_response_500_error_code(value: str) -> MintUserSessionResponse500ErrorCode:
    if value in MINT_USER_SESSION_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MINT_USER_SESSION_RESPONSE_500_ERROR_CODE_VALUES!r}")
