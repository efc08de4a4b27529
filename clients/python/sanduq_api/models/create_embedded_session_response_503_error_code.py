from typing import Literal

CreateEmbeddedSessionResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

CREATE_EMBEDDED_SESSION_RESPONSE_503_ERROR_CODE_VALUES: set[CreateEmbeddedSessionResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_create_embedded_session_response_503_error_code(value: str) -> CreateEmbeddedSessionResponse503ErrorCode:
    if value in CREATE_EMBEDDED_SESSION_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_EMBEDDED_SESSION_RESPONSE_503_ERROR_CODE_VALUES!r}")
