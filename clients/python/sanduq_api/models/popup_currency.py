from typing import Literal

PopupCurrency = Literal['IQD', 'USD']

POPUP_CURRENCY_VALUES: set[PopupCurrency] = { 'IQD', 'USD',  }

def check_popup_currency(value: str) -> PopupCurrency:
    if value in POPUP_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_CURRENCY_VALUES!r}")
