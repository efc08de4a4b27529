from typing import Literal

GetEmbeddedSessionResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

GET_EMBEDDED_SESSION_RESPONSE_503_ERROR_CODE_VALUES: set[GetEmbeddedSessionResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_get_embedded_session_response_503_error_code(value: str) -> GetEmbeddedSessionResponse503ErrorCode:
    if value in GET_EMBEDDED_SESSION_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_EMBEDDED_SESSION_RESPONSE_503_ERROR_CODE_VALUES!r}")
