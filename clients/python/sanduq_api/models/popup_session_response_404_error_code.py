from typing import Literal

PopupSessionResponse404ErrorCode = Literal['NOT_FOUND']

POPUP_SESSION_RESPONSE_404_ERROR_CODE_VALUES: set[PopupSessionResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_popup_session_response_404_error_code(value: str) -> PopupSessionResponse404ErrorCode:
    if value in POPUP_SESSION_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_SESSION_RESPONSE_404_ERROR_CODE_VALUES!r}")
