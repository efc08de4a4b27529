from typing import Literal

CreateEmbeddedSessionResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

CREATE_EMBEDDED_SESSION_RESPONSE_403_ERROR_CODE_VALUES: set[CreateEmbeddedSessionResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_create_embedded_session_response_403_error_code(value: str) -> CreateEmbeddedSessionResponse403ErrorCode:
    if value in CREATE_EMBEDDED_SESSION_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_EMBEDDED_SESSION_RESPONSE_403_ERROR_CODE_VALUES!r}")
