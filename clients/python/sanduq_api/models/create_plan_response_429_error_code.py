from typing import Literal

CreatePlanResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

CREATE_PLAN_RESPONSE_429_ERROR_CODE_VALUES: set[CreatePlanResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_create_plan_response_429_error_code(value: str) -> CreatePlanResponse429ErrorCode:
    if value in CREATE_PLAN_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PLAN_RESPONSE_429_ERROR_CODE_VALUES!r}")
