from typing import Literal

GetPlanResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

GET_PLAN_RESPONSE_403_ERROR_CODE_VALUES: set[GetPlanResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_get_plan_response_403_error_code(value: str) -> GetPlanResponse403ErrorCode:
    if value in GET_PLAN_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PLAN_RESPONSE_403_ERROR_CODE_VALUES!r}")
