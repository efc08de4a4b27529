from typing import Literal

ListPlansResponse500ErrorCode = Literal['SERVER_ERROR']

LIST_PLANS_RESPONSE_500_ERROR_CODE_VALUES: set[ListPlansResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_list_plans_response_500_error_code(value: str) -> ListPlansResponse500ErrorCode:
    if value in LIST_PLANS_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PLANS_RESPONSE_500_ERROR_CODE_VALUES!r}")
