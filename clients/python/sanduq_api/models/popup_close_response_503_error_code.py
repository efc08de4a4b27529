from typing import Literal

PopupCloseResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

POPUP_CLOSE_RESPONSE_503_ERROR_CODE_VALUES: set[PopupCloseResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_popup_close_response_503_error_code(value: str) -> PopupCloseResponse503ErrorCode:
    if value in POPUP_CLOSE_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_CLOSE_RESPONSE_503_ERROR_CODE_VALUES!r}")
