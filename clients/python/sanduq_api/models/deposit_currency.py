from typing import Literal

DepositCurrency = Literal['IQD', 'USD']

DEPOSIT_CURRENCY_VALUES: set[DepositCurrency] = { 'IQD', 'USD',  }

def check_deposit_currency(value: str) -> DepositCurrency:
    if value in DEPOSIT_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DEPOSIT_CURRENCY_VALUES!r}")
