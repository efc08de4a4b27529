from typing import Literal

CreateEmbeddedSessionResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

CREATE_EMBEDDED_SESSION_RESPONSE_409_ERROR_CODE_VALUES: set[CreateEmbeddedSessionResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_create_embedded_session_response_409_error_code(value: str) -> CreateEmbeddedSessionResponse409ErrorCode:
    if value in CREATE_EMBEDDED_SESSION_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_EMBEDDED_SESSION_RESPONSE_409_ERROR_CODE_VALUES!r}")
