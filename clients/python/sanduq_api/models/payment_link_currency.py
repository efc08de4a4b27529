from typing import Literal

PaymentLinkCurrency = Literal['IQD', 'USD']

PAYMENT_LINK_CURRENCY_VALUES: set[PaymentLinkCurrency] = { 'IQD', 'USD',  }

def check_payment_link_currency(value: str) -> PaymentLinkCurrency:
    if value in PAYMENT_LINK_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAYMENT_LINK_CURRENCY_VALUES!r}")
