from typing import Literal

PayoutCurrency = Literal['IQD', 'USD']

PAYOUT_CURRENCY_VALUES: set[PayoutCurrency] = { 'IQD', 'USD',  }

def check_payout_currency(value: str) -> PayoutCurrency:
    if value in PAYOUT_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAYOUT_CURRENCY_VALUES!r}")
