from typing import Literal

PopupSetPinResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

POPUP_SET_PIN_RESPONSE_429_ERROR_CODE_VALUES: set[PopupSetPinResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_popup_set_pin_response_429_error_code(value: str) -> PopupSetPinResponse429ErrorCode:
    if value in POPUP_SET_PIN_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_SET_PIN_RESPONSE_429_ERROR_CODE_VALUES!r}")
