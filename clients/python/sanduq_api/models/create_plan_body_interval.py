from typing import Literal

CreatePlanBodyInterval = Literal['daily', 'monthly', 'weekly', 'yearly']

CREATE_PLAN_BODY_INTERVAL_VALUES: set[CreatePlanBodyInterval] = { 'daily', 'monthly', 'weekly', 'yearly',  }

def check_create_plan_body_interval(value: str) -> CreatePlanBodyInterval:
    if value in CREATE_PLAN_BODY_INTERVAL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PLAN_BODY_INTERVAL_VALUES!r}")
