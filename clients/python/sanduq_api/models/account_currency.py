from typing import Literal

AccountCurrency = Literal['IQD', 'USD']

ACCOUNT_CURRENCY_VALUES: set[AccountCurrency] = { 'IQD', 'USD',  }

def check_account_currency(value: str) -> AccountCurrency:
    if value in ACCOUNT_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACCOUNT_CURRENCY_VALUES!r}")
