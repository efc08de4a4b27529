from typing import Literal

MintUserSessionResponse404ErrorCode = Literal['WALLET_NOT_FOUND']

MINT_USER_SESSION_RESPONSE_404_ERROR_CODE_VALUES: set[MintUserSessionResponse404ErrorCode] = { 'WALLET_NOT_FOUND',  }

def check_mint_user_session_response_404_error_code(value: str) -> MintUserSessionResponse404ErrorCode:
    if value in MINT_USER_SESSION_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MINT_USER_SESSION_RESPONSE_404_ERROR_CODE_VALUES!r}")
