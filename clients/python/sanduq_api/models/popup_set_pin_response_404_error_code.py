from typing import Literal

PopupSetPinResponse404ErrorCode = Literal['NOT_FOUND']

POPUP_SET_PIN_RESPONSE_404_ERROR_CODE_VALUES: set[PopupSetPinResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_popup_set_pin_response_404_error_code(value: str) -> PopupSetPinResponse404ErrorCode:
    if value in POPUP_SET_PIN_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_SET_PIN_RESPONSE_404_ERROR_CODE_VALUES!r}")
