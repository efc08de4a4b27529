from typing import Literal

GetPlanResponse404ErrorCode = Literal['NOT_FOUND']

GET_PLAN_RESPONSE_404_ERROR_CODE_VALUES: set[GetPlanResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_get_plan_response_404_error_code(value: str) -> GetPlanResponse404ErrorCode:
    if value in GET_PLAN_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PLAN_RESPONSE_404_ERROR_CODE_VALUES!r}")
