from typing import Literal

CashOutStatus = Literal['failed', 'paid', 'pending']

CASH_OUT_STATUS_VALUES: set[CashOutStatus] = { 'failed', 'paid', 'pending',  }

def check_cash_out_status(value: str) -> CashOutStatus:
    if value in CASH_OUT_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CASH_OUT_STATUS_VALUES!r}")
