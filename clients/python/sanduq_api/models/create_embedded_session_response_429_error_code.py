from typing import Literal

CreateEmbeddedSessionResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

CREATE_EMBEDDED_SESSION_RESPONSE_429_ERROR_CODE_VALUES: set[CreateEmbeddedSessionResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_create_embedded_session_response_429_error_code(value: str) -> CreateEmbeddedSessionResponse429ErrorCode:
    if value in CREATE_EMBEDDED_SESSION_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_EMBEDDED_SESSION_RESPONSE_429_ERROR_CODE_VALUES!r}")
