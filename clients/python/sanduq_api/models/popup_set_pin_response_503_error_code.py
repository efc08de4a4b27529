from typing import Literal

PopupSetPinResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

POPUP_SET_PIN_RESPONSE_503_ERROR_CODE_VALUES: set[PopupSetPinResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_popup_set_pin_response_503_error_code(value: str) -> PopupSetPinResponse503ErrorCode:
    if value in POPUP_SET_PIN_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_SET_PIN_RESPONSE_503_ERROR_CODE_VALUES!r}")
