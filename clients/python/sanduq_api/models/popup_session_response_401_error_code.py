from typing import Literal

PopupSessionResponse401ErrorCode = Literal['TOKEN_EXPIRED']

POPUP_SESSION_RESPONSE_401_ERROR_CODE_VALUES: set[PopupSessionResponse401ErrorCode] = { 'TOKEN_EXPIRED',  }

def check_popup_session_response_401_error_code(value: str) -> PopupSessionResponse401ErrorCode:
    if value in POPUP_SESSION_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_SESSION_RESPONSE_401_ERROR_CODE_VALUES!r}")
