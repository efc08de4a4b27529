from typing import Literal

PopupSetPinResponse422ErrorCode = Literal['VALIDATION_ERROR']

POPUP_SET_PIN_RESPONSE_422_ERROR_CODE_VALUES: set[PopupSetPinResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_popup_set_pin_response_422_error_code(value: str) -> PopupSetPinResponse422ErrorCode:
    if value in POPUP_SET_PIN_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_SET_PIN_RESPONSE_422_ERROR_CODE_VALUES!r}")
