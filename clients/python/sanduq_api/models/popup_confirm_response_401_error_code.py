from typing import Literal

PopupConfirmResponse401ErrorCode = Literal['INVALID_PIN', 'PIN_BLOCKED', 'PIN_NOT_SET', 'TOKEN_EXPIRED']

POPUP_CONFIRM_RESPONSE_401_ERROR_CODE_VALUES: set[PopupConfirmResponse401ErrorCode] = { 'INVALID_PIN', 'PIN_BLOCKED', 'PIN_NOT_SET', 'TOKEN_EXPIRED',  }

def check_popup_confirm_response_401_error_code(value: str) -> PopupConfirmResponse401ErrorCode:
    if value in POPUP_CONFIRM_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_CONFIRM_RESPONSE_401_ERROR_CODE_VALUES!r}")
