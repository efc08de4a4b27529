from typing import Literal

PopupPageResponse422ErrorCode = Literal['VALIDATION_ERROR']

POPUP_PAGE_RESPONSE_422_ERROR_CODE_VALUES: set[PopupPageResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_popup_page_response_422_error_code(value: str) -> PopupPageResponse422ErrorCode:
    if value in POPUP_PAGE_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_PAGE_RESPONSE_422_ERROR_CODE_VALUES!r}")
