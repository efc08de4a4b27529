from typing import Literal

PopupConfirmResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

POPUP_CONFIRM_RESPONSE_429_ERROR_CODE_VALUES: set[PopupConfirmResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_popup_confirm_response_429_error_code(value: str) -> PopupConfirmResponse429ErrorCode:
    if value in POPUP_CONFIRM_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_CONFIRM_RESPONSE_429_ERROR_CODE_VALUES!r}")
