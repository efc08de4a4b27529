from typing import Literal

PlanCurrency = Literal['IQD', 'USD']

PLAN_CURRENCY_VALUES: set[PlanCurrency] = { 'IQD', 'USD',  }

def check_plan_currency(value: str) -> PlanCurrency:
    if value in PLAN_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAN_CURRENCY_VALUES!r}")
