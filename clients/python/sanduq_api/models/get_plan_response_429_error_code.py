from typing import Literal

GetPlanResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

GET_PLAN_RESPONSE_429_ERROR_CODE_VALUES: set[GetPlanResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_get_plan_response_429_error_code(value: str) -> GetPlanResponse429ErrorCode:
    if value in GET_PLAN_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PLAN_RESPONSE_429_ERROR_CODE_VALUES!r}")
