from typing import Literal

PublicLinkCurrency = Literal['IQD', 'USD']

PUBLIC_LINK_CURRENCY_VALUES: set[PublicLinkCurrency] = { 'IQD', 'USD',  }

def check_public_link_currency(value: str) -> PublicLinkCurrency:
    if value in PUBLIC_LINK_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PUBLIC_LINK_CURRENCY_VALUES!r}")
