from typing import Literal

CreatePlanResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

CREATE_PLAN_RESPONSE_403_ERROR_CODE_VALUES: set[CreatePlanResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_create_plan_response_403_error_code(value: str) -> CreatePlanResponse403ErrorCode:
    if value in CREATE_PLAN_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PLAN_RESPONSE_403_ERROR_CODE_VALUES!r}")
