from typing import Literal

MintUserSessionResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR']

MINT_USER_SESSION_RESPONSE_422_ERROR_CODE_VALUES: set[MintUserSessionResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR',  }

def check_mint_user_session_response_422_error_code(value: str) -> MintUserSessionResponse422ErrorCode:
    if value in MINT_USER_SESSION_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MINT_USER_SESSION_RESPONSE_422_ERROR_CODE_VALUES!r}")
