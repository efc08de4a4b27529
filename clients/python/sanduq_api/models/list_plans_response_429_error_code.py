from typing import Literal

ListPlansResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

LIST_PLANS_RESPONSE_429_ERROR_CODE_VALUES: set[ListPlansResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_list_plans_response_429_error_code(value: str) -> ListPlansResponse429ErrorCode:
    if value in LIST_PLANS_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PLANS_RESPONSE_429_ERROR_CODE_VALUES!r}")
