from typing import Literal

FxRatesSource = Literal['platform', 'sandbox_default']

FX_RATES_SOURCE_VALUES: set[FxRatesSource] = { 'platform', 'sandbox_default',  }

def check_fx_rates_source(value: str) -> FxRatesSource:
    if value in FX_RATES_SOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FX_RATES_SOURCE_VALUES!r}")
