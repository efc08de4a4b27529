from typing import Literal

ListPlansResponse422ErrorCode = Literal['VALIDATION_ERROR']

LIST_PLANS_RESPONSE_422_ERROR_CODE_VALUES: set[ListPlansResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_list_plans_response_422_error_code(value: str) -> ListPlansResponse422ErrorCode:
    if value in LIST_PLANS_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PLANS_RESPONSE_422_ERROR_CODE_VALUES!r}")
