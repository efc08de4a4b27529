from typing import Literal

PopupConfirmResponse404ErrorCode = Literal['NOT_FOUND']

POPUP_CONFIRM_RESPONSE_404_ERROR_CODE_VALUES: set[PopupConfirmResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_popup_confirm_response_404_error_code(value: str) -> PopupConfirmResponse404ErrorCode:
    if value in POPUP_CONFIRM_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_CONFIRM_RESPONSE_404_ERROR_CODE_VALUES!r}")
