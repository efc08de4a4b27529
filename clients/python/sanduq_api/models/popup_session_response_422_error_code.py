from typing import Literal

PopupSessionResponse422ErrorCode = Literal['VALIDATION_ERROR']

POPUP_SESSION_RESPONSE_422_ERROR_CODE_VALUES: set[PopupSessionResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_popup_session_response_422_error_code(value: str) -> PopupSessionResponse422ErrorCode:
    if value in POPUP_SESSION_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_SESSION_RESPONSE_422_ERROR_CODE_VALUES!r}")
