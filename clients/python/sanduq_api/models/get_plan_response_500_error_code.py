from typing import Literal

GetPlanResponse500ErrorCode = Literal['SERVER_ERROR']

GET_PLAN_RESPONSE_500_ERROR_CODE_VALUES: set[GetPlanResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_get_plan_response_500_error_code(value: str) -> GetPlanResponse500ErrorCode:
    if value in GET_PLAN_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PLAN_RESPONSE_500_ERROR_CODE_VALUES!r}")
