from typing import Literal

CreateEmbeddedSessionResponse500ErrorCode = Literal['SERVER_ERROR']

CREATE_EMBEDDED_SESSION_RESPONSE_500_ERROR_CODE_VALUES: set[CreateEmbeddedSessionResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_create_embedded_session_response_500_error_code(value: str) -> CreateEmbeddedSessionResponse500ErrorCode:
    if value in CREATE_EMBEDDED_SESSION_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_EMBEDDED_SESSION_RESPONSE_500_ERROR_CODE_VALUES!r}")
