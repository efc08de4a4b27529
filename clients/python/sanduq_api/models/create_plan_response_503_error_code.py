from typing import Literal

CreatePlanResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

CREATE_PLAN_RESPONSE_503_ERROR_CODE_VALUES: set[CreatePlanResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_create_plan_response_503_error_code(value: str) -> CreatePlanResponse503ErrorCode:
    if value in CREATE_PLAN_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PLAN_RESPONSE_503_ERROR_CODE_VALUES!r}")
