from typing import Literal

PopupPageResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

POPUP_PAGE_RESPONSE_429_ERROR_CODE_VALUES: set[PopupPageResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_popup_page_response_429_error_code(value: str) -> PopupPageResponse429ErrorCode:
    if value in POPUP_PAGE_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_PAGE_RESPONSE_429_ERROR_CODE_VALUES!r}")
