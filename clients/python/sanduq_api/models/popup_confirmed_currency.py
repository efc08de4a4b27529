from typing import Literal

PopupConfirmedCurrency = Literal['IQD', 'USD']

POPUP_CONFIRMED_CURRENCY_VALUES: set[PopupConfirmedCurrency] = { 'IQD', 'USD',  }

def check_popup_confirmed_currency(value: str) -> PopupConfirmedCurrency:
    if value in POPUP_CONFIRMED_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_CONFIRMED_CURRENCY_VALUES!r}")
