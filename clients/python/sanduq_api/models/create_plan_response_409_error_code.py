from typing import Literal

CreatePlanResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

CREATE_PLAN_RESPONSE_409_ERROR_CODE_VALUES: set[CreatePlanResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_create_plan_response_409_error_code(value: str) -> CreatePlanResponse409ErrorCode:
    if value in CREATE_PLAN_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PLAN_RESPONSE_409_ERROR_CODE_VALUES!r}")
