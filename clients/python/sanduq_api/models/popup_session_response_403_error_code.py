from typing import Literal

PopupSessionResponse403ErrorCode = Literal['FORBIDDEN']

POPUP_SESSION_RESPONSE_403_ERROR_CODE_VALUES: set[PopupSessionResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_popup_session_response_403_error_code(value: str) -> PopupSessionResponse403ErrorCode:
    if value in POPUP_SESSION_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_SESSION_RESPONSE_403_ERROR_CODE_VALUES!r}")
