from typing import Literal

CoreCaptureCurrency = Literal['IQD', 'USD']

CORE_CAPTURE_CURRENCY_VALUES: set[CoreCaptureCurrency] = { 'IQD', 'USD',  }

def check_core_capture_currency(value: str) -> CoreCaptureCurrency:
    if value in CORE_CAPTURE_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CORE_CAPTURE_CURRENCY_VALUES!r}")
