from typing import Literal

AdminSetFxRatesBodyPair = Literal['USD/IQD']

ADMIN_SET_FX_RATES_BODY_PAIR_VALUES: set[AdminSetFxRatesBodyPair] = { 'USD/IQD',  }

def check_admin_set_fx_rates_body_pair(value: str) -> AdminSetFxRatesBodyPair:
    if value in ADMIN_SET_FX_RATES_BODY_PAIR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_SET_FX_RATES_BODY_PAIR_VALUES!r}")
