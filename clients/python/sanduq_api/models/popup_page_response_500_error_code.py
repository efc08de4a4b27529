from typing import Literal

PopupPageResponse500ErrorCode = Literal['SERVER_ERROR']

POPUP_PAGE_RESPONSE_500_ERROR_CODE_VALUES: set[PopupPageResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_popup_page_response_500_error_code(value: str) -> PopupPageResponse500ErrorCode:
    if value in POPUP_PAGE_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_PAGE_RESPONSE_500_ERROR_CODE_VALUES!r}")
