from typing import Literal

MintUserSessionResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

MINT_USER_SESSION_RESPONSE_409_ERROR_CODE_VALUES: set[MintUserSessionResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_mint_user_session_response_409_error_code(value: str) -> MintUserSessionResponse409ErrorCode:
    if value in MINT_USER_SESSION_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MINT_USER_SESSION_RESPONSE_409_ERROR_CODE_VALUES!r}")
