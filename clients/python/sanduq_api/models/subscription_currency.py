from typing import Literal

SubscriptionCurrency = Literal['IQD', 'USD']

SUBSCRIPTION_CURRENCY_VALUES: set[SubscriptionCurrency] = { 'IQD', 'USD',  }

def check_subscription_currency(value: str) -> SubscriptionCurrency:
    if value in SUBSCRIPTION_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SUBSCRIPTION_CURRENCY_VALUES!r}")
