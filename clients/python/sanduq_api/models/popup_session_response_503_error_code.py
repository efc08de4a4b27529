from typing import Literal

PopupSessionResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

POPUP_SESSION_RESPONSE_503_ERROR_CODE_VALUES: set[PopupSessionResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_popup_session_response_503_error_code(value: str) -> PopupSessionResponse503ErrorCode:
    if value in POPUP_SESSION_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_SESSION_RESPONSE_503_ERROR_CODE_VALUES!r}")
