from typing import Literal

GetEmbeddedSessionResponse500ErrorCode = Literal['SERVER_ERROR']

GET_EMBEDDED_SESSION_RESPONSE_500_ERROR_CODE_VALUES: set[GetEmbeddedSessionResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_get_embedded_session_response_500_error_code(value: str) -> GetEmbeddedSessionResponse500ErrorCode:
    if value in GET_EMBEDDED_SESSION_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_EMBEDDED_SESSION_RESPONSE_500_ERROR_CODE_VALUES!r}")
