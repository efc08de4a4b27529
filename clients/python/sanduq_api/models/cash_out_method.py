from typing import Literal

CashOutMethod = Literal['agent', 'bank_account', 'card']

CASH_OUT_METHOD_VALUES: set[CashOutMethod] = { 'agent', 'bank_account', 'card',  }

def check_cash_out_method(value: str) -> CashOutMethod:
    if value in CASH_OUT_METHOD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CASH_OUT_METHOD_VALUES!r}")
