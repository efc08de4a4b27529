from typing import Literal

PlanListPlansItemCurrency = Literal['IQD', 'USD']

PLAN_LIST_PLANS_ITEM_CURRENCY_VALUES: set[PlanListPlansItemCurrency] = { 'IQD', 'USD',  }

def check_plan_list_plans_item_currency(value: str) -> PlanListPlansItemCurrency:
    if value in PLAN_LIST_PLANS_ITEM_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAN_LIST_PLANS_ITEM_CURRENCY_VALUES!r}")
