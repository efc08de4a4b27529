from typing import Literal

PopupConfirmedBalanceCurrency = Literal['IQD', 'USD']

POPUP_CONFIRMED_BALANCE_CURRENCY_VALUES: set[PopupConfirmedBalanceCurrency] = { 'IQD', 'USD',  }

def check_popup_confirmed_balance_currency(value: str) -> PopupConfirmedBalanceCurrency:
    if value in POPUP_CONFIRMED_BALANCE_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_CONFIRMED_BALANCE_CURRENCY_VALUES!r}")
