from typing import Literal

AdminSetLimitsBodyCurrency = Literal['IQd', 'iqD', 'IQD', 'Iqd', 'IqD', 'iQd', 'iQD', 'iqd', 'USD', 'uSd', 'usd', 'Usd', 'usD', 'uSD', 'USd', 'UsD']

ADMIN_SET_LIMITS_BODY_CURRENCY_VALUES: set[AdminSetLimitsBodyCurrency] = { 'IQd', 'iqD', 'IQD', 'Iqd', 'IqD', 'iQd', 'iQD', 'iqd', 'USD', 'uSd', 'usd', 'Usd', 'usD', 'uSD', 'USd', 'UsD',  }

def check_admin_set_limits_body_currency(value: str) -> AdminSetLimitsBodyCurrency:
    if value in ADMIN_SET_LIMITS_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_SET_LIMITS_BODY_CURRENCY_VALUES!r}")
