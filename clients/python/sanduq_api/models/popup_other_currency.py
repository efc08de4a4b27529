from typing import Literal

PopupOtherCurrency = Literal['IQD', 'USD']

POPUP_OTHER_CURRENCY_VALUES: set[PopupOtherCurrency] = { 'IQD', 'USD',  }

def check_popup_other_currency(value: str) -> PopupOtherCurrency:
    if value in POPUP_OTHER_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_OTHER_CURRENCY_VALUES!r}")
