from typing import Literal

ListPlansResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

LIST_PLANS_RESPONSE_503_ERROR_CODE_VALUES: set[ListPlansResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_list_plans_response_503_error_code(value: str) -> ListPlansResponse503ErrorCode:
    if value in LIST_PLANS_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PLANS_RESPONSE_503_ERROR_CODE_VALUES!r}")
