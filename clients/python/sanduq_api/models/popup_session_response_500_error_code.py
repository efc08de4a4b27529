from typing import Literal

PopupSessionResponse500ErrorCode = Literal['SERVER_ERROR']

POPUP_SESSION_RESPONSE_500_ERROR_CODE_VALUES: set[PopupSessionResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_popup_session_response_500_error_code(value: str) -> PopupSessionResponse500ErrorCode:
    if value in POPUP_SESSION_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_SESSION_RESPONSE_500_ERROR_CODE_VALUES!r}")
