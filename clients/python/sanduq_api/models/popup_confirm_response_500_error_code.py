from typing import Literal

PopupConfirmResponse500ErrorCode = Literal['SERVER_ERROR']

POPUP_CONFIRM_RESPONSE_500_ERROR_CODE_VALUES: set[PopupConfirmResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_popup_confirm_response_500_error_code(value: str) -> PopupConfirmResponse500ErrorCode:
    if value in POPUP_CONFIRM_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_CONFIRM_RESPONSE_500_ERROR_CODE_VALUES!r}")
