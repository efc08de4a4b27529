from typing import Literal

GetPlanResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

GET_PLAN_RESPONSE_503_ERROR_CODE_VALUES: set[GetPlanResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_get_plan_response_503_error_code(value: str) -> GetPlanResponse503ErrorCode:
    if value in GET_PLAN_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PLAN_RESPONSE_503_ERROR_CODE_VALUES!r}")
