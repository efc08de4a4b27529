from typing import Literal

PopupCloseResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

POPUP_CLOSE_RESPONSE_429_ERROR_CODE_VALUES: set[PopupCloseResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_popup_close_response_429_error_code(value: str) -> PopupCloseResponse429ErrorCode:
    if value in POPUP_CLOSE_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_CLOSE_RESPONSE_429_ERROR_CODE_VALUES!r}")
