from typing import Literal

PopupConfirmResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

POPUP_CONFIRM_RESPONSE_503_ERROR_CODE_VALUES: set[PopupConfirmResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_popup_confirm_response_503_error_code(value: str) -> PopupConfirmResponse503ErrorCode:
    if value in POPUP_CONFIRM_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_CONFIRM_RESPONSE_503_ERROR_CODE_VALUES!r}")
