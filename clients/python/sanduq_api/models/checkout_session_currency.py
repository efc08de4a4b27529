from typing import Literal

CheckoutSessionCurrency = Literal['IQD', 'USD']

CHECKOUT_SESSION_CURRENCY_VALUES: set[CheckoutSessionCurrency] = { 'IQD', 'USD',  }

def check_checkout_session_currency(value: str) -> CheckoutSessionCurrency:
    if value in CHECKOUT_SESSION_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHECKOUT_SESSION_CURRENCY_VALUES!r}")
