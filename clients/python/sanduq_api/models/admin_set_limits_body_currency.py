from typing import Literal

AdminSetLimitsBodyCurrency = Literal['IQD', 'USD']

ADMIN_SET_LIMITS_BODY_CURRENCY_VALUES: set[AdminSetLimitsBodyCurrency] = { 'IQD', 'USD',  }

def check_admin_set_limits_body_currency(value: str) -> AdminSetLimitsBodyCurrency:
    if value in ADMIN_SET_LIMITS_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_SET_LIMITS_BODY_CURRENCY_VALUES!r}")
