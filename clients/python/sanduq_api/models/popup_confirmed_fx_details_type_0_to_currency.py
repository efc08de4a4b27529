from typing import Literal

PopupConfirmedFxDetailsType0ToCurrency = Literal['IQD', 'USD']

POPUP_CONFIRMED_FX_DETAILS_TYPE_0_TO_CURRENCY_VALUES: set[PopupConfirmedFxDetailsType0ToCurrency] = { 'IQD', 'USD',  }

def check_popup_confirmed_fx_details_type_0_to_currency(value: str) -> PopupConfirmedFxDetailsType0ToCurrency:
    if value in POPUP_CONFIRMED_FX_DETAILS_TYPE_0_TO_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_CONFIRMED_FX_DETAILS_TYPE_0_TO_CURRENCY_VALUES!r}")
