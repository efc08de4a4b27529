from typing import Literal

AdminDepositBodyCurrency = Literal['IQD', 'USD']

ADMIN_DEPOSIT_BODY_CURRENCY_VALUES: set[AdminDepositBodyCurrency] = { 'IQD', 'USD',  }

def check_admin_deposit_body_currency(value: str) -> AdminDepositBodyCurrency:
    if value in ADMIN_DEPOSIT_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_DEPOSIT_BODY_CURRENCY_VALUES!r}")
