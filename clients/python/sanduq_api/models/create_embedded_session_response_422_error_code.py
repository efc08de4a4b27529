from typing import Literal

CreateEmbeddedSessionResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR', 'VELOCITY_LIMIT_EXCEEDED']

CREATE_EMBEDDED_SESSION_RESPONSE_422_ERROR_CODE_VALUES: set[CreateEmbeddedSessionResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR', 'VELOCITY_LIMIT_EXCEEDED',  }

def check_create_embedded_session_response_422_error_code(value: str) -> CreateEmbeddedSessionResponse422ErrorCode:
    if value in CREATE_EMBEDDED_SESSION_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_EMBEDDED_SESSION_RESPONSE_422_ERROR_CODE_VALUES!r}")
