from typing import Literal

PopupPageResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

POPUP_PAGE_RESPONSE_503_ERROR_CODE_VALUES: set[PopupPageResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_popup_page_response_503_error_code(value: str) -> PopupPageResponse503ErrorCode:
    if value in POPUP_PAGE_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_PAGE_RESPONSE_503_ERROR_CODE_VALUES!r}")
