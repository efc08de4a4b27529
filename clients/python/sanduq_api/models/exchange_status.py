from typing import Literal

ExchangeStatus = Literal['executed', 'open']

EXCHANGE_STATUS_VALUES: set[ExchangeStatus] = { 'executed', 'open',  }

def check_exchange_status(value: str) -> ExchangeStatus:
    if value in EXCHANGE_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {EXCHANGE_STATUS_VALUES!r}")
