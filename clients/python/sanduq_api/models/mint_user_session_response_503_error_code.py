from typing import Literal

MintUserSessionResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

MINT_USER_SESSION_RESPONSE_503_ERROR_CODE_VALUES: set[MintUserSessionResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_mint_user_session_response_503_error_code(value: str) -> MintUserSessionResponse503ErrorCode:
    if value in MINT_USER_SESSION_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MINT_USER_SESSION_RESPONSE_503_ERROR_CODE_VALUES!r}")
