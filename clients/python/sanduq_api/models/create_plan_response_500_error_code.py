from typing import Literal

CreatePlanResponse500ErrorCode = Literal['SERVER_ERROR']

CREATE_PLAN_RESPONSE_500_ERROR_CODE_VALUES: set[CreatePlanResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_create_plan_response_500_error_code(value: str) -> CreatePlanResponse500ErrorCode:
    if value in CREATE_PLAN_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PLAN_RESPONSE_500_ERROR_CODE_VALUES!r}")
