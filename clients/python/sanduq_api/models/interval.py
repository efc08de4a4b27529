from typing import Literal

Interval = Literal['daily', 'monthly', 'weekly', 'yearly']

INTERVAL_VALUES: set[Interval] = { 'daily', 'monthly', 'weekly', 'yearly',  }

def check_interval(value: str) -> Interval:
    if value in INTERVAL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INTERVAL_VALUES!r}")
