from typing import Literal

PopupSessionResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

POPUP_SESSION_RESPONSE_429_ERROR_CODE_VALUES: set[PopupSessionResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_popup_session_response_429_error_code(value: str) -> PopupSessionResponse429ErrorCode:
    if value in POPUP_SESSION_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_SESSION_RESPONSE_429_ERROR_CODE_VALUES!r}")
