from typing import Literal

PopupPageModeType3Type1 = Literal['popup', 'redirect']

POPUP_PAGE_MODE_TYPE_3_TYPE_1_VALUES: set[PopupPageModeType3Type1] = { 'popup', 'redirect',  }

def check_popup_page_mode_type_3_type_1(value: str) -> PopupPageModeType3Type1:
    if value in POPUP_PAGE_MODE_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_PAGE_MODE_TYPE_3_TYPE_1_VALUES!r}")
