from typing import Literal

CreateEmbeddedSessionResponse404ErrorCode = Literal['WALLET_NOT_FOUND']

CREATE_EMBEDDED_SESSION_RESPONSE_404_ERROR_CODE_VALUES: set[CreateEmbeddedSessionResponse404ErrorCode] = { 'WALLET_NOT_FOUND',  }

def check_create_embedded_session_response_404_error_code(value: str) -> CreateEmbeddedSessionResponse404ErrorCode:
    if value in CREATE_EMBEDDED_SESSION_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_EMBEDDED_SESSION_RESPONSE_404_ERROR_CODE_VALUES!r}")
