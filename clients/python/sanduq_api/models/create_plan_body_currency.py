from typing import Literal

CreatePlanBodyCurrency = Literal['IQD', 'USD']

CREATE_PLAN_BODY_CURRENCY_VALUES: set[CreatePlanBodyCurrency] = { 'IQD', 'USD',  }

def check_create_plan_body_currency(value: str) -> CreatePlanBodyCurrency:
    if value in CREATE_PLAN_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PLAN_BODY_CURRENCY_VALUES!r}")
