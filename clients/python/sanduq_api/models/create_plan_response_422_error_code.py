from typing import Literal

CreatePlanResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR']

CREATE_PLAN_RESPONSE_422_ERROR_CODE_VALUES: set[CreatePlanResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR',  }

def check_create_plan_response_422_error_code(value: str) -> CreatePlanResponse422ErrorCode:
    if value in CREATE_PLAN_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PLAN_RESPONSE_422_ERROR_CODE_VALUES!r}")
