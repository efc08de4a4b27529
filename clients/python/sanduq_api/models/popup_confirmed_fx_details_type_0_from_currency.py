from typing import Literal

PopupConfirmedFxDetailsType0FromCurrency = Literal['IQD', 'USD']

POPUP_CONFIRMED_FX_DETAILS_TYPE_0_FROM_CURRENCY_VALUES: set[PopupConfirmedFxDetailsType0FromCurrency] = { 'IQD', 'USD',  }

def check_popup_confirmed_fx_details_type_0_from_currency(value: str) -> PopupConfirmedFxDetailsType0FromCurrency:
    if value in POPUP_CONFIRMED_FX_DETAILS_TYPE_0_FROM_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_CONFIRMED_FX_DETAILS_TYPE_0_FROM_CURRENCY_VALUES!r}")
