from typing import Literal

AdminDepositBodyCurrency = Literal['IQd', 'iqD', 'IQD', 'Iqd', 'IqD', 'iQd', 'iQD', 'iqd', 'USD', 'uSd', 'usd', 'Usd', 'usD', 'uSD', 'USd', 'UsD']

ADMIN_DEPOSIT_BODY_CURRENCY_VALUES: set[AdminDepositBodyCurrency] = { 'IQd', 'iqD', 'IQD', 'Iqd', 'IqD', 'iQd', 'iQD', 'iqd', 'USD', 'uSd', 'usd', 'Usd', 'usD', 'uSD', 'USd', 'UsD',  }

def check_admin_deposit_body_currency(value: str) -> AdminDepositBodyCurrency:
    if value in ADMIN_DEPOSIT_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_DEPOSIT_BODY_CURRENCY_VALUES!r}")
