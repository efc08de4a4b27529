from typing import Literal

PopupConfirmResponse422ErrorCode = Literal['INSUFFICIENT_BALANCE', 'INVALID_PAYMENT_STATUS', 'PAYMENT_EXPIRED', 'PIN_REQUIRED', 'VALIDATION_ERROR', 'VELOCITY_LIMIT_EXCEEDED']

POPUP_CONFIRM_RESPONSE_422_ERROR_CODE_VALUES: set[PopupConfirmResponse422ErrorCode] = { 'INSUFFICIENT_BALANCE', 'INVALID_PAYMENT_STATUS', 'PAYMENT_EXPIRED', 'PIN_REQUIRED', 'VALIDATION_ERROR', 'VELOCITY_LIMIT_EXCEEDED',  }

def check_popup_confirm_response_422_error_code(value: str) -> PopupConfirmResponse422ErrorCode:
    if value in POPUP_CONFIRM_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_CONFIRM_RESPONSE_422_ERROR_CODE_VALUES!r}")
