from typing import Literal

GetEmbeddedSessionResponse404ErrorCode = Literal['NOT_FOUND']

GET_EMBEDDED_SESSION_RESPONSE_404_ERROR_CODE_VALUES: set[GetEmbeddedSessionResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_get_embedded_session_response_404_error_code(value: str) -> GetEmbeddedSessionResponse404ErrorCode:
    if value in GET_EMBEDDED_SESSION_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_EMBEDDED_SESSION_RESPONSE_404_ERROR_CODE_VALUES!r}")
