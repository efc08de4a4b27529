from typing import Literal

LinkPaidFxDetailsType0FromCurrency = Literal['IQD', 'USD']

LINK_PAID_FX_DETAILS_TYPE_0_FROM_CURRENCY_VALUES: set[LinkPaidFxDetailsType0FromCurrency] = { 'IQD', 'USD',  }

def check_link_paid_fx_details_type_0_from_currency(value: str) -> LinkPaidFxDetailsType0FromCurrency:
    if value in LINK_PAID_FX_DETAILS_TYPE_0_FROM_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINK_PAID_FX_DETAILS_TYPE_0_FROM_CURRENCY_VALUES!r}")
