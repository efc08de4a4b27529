from typing import Literal

LinkPaidCurrency = Literal['IQD', 'USD']

LINK_PAID_CURRENCY_VALUES: set[LinkPaidCurrency] = { 'IQD', 'USD',  }

def check_link_paid_currency(value: str) -> LinkPaidCurrency:
    if value in LINK_PAID_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINK_PAID_CURRENCY_VALUES!r}")
