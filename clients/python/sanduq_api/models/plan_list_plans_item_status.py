from typing import Literal

PlanListPlansItemStatus = Literal['active', 'archived']

PLAN_LIST_PLANS_ITEM_STATUS_VALUES: set[PlanListPlansItemStatus] = { 'active', 'archived',  }

def check_plan_list_plans_item_status(value: str) -> PlanListPlansItemStatus:
    if value in PLAN_LIST_PLANS_ITEM_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAN_LIST_PLANS_ITEM_STATUS_VALUES!r}")
