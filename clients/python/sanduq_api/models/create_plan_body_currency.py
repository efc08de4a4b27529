from typing import Literal

CreatePlanBodyCurrency = Literal['iqD', 'iQd', 'IqD', 'iQD', 'IQd', 'Iqd', 'IQD', 'iqd', 'usd', 'uSD', 'UsD', 'USd', 'uSd', 'Usd', 'usD', 'USD']

CREATE_PLAN_BODY_CURRENCY_VALUES: set[CreatePlanBodyCurrency] = { 'iqD', 'iQd', 'IqD', 'iQD', 'IQd', 'Iqd', 'IQD', 'iqd', 'usd', 'uSD', 'UsD', 'USd', 'uSd', 'Usd', 'usD', 'USD',  }

def check_create_plan_body_currency(value: str) -> CreatePlanBodyCurrency:
    if value in CREATE_PLAN_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PLAN_BODY_CURRENCY_VALUES!r}")
