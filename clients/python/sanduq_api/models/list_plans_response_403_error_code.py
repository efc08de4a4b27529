from typing import Literal

ListPlansResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

LIST_PLANS_RESPONSE_403_ERROR_CODE_VALUES: set[ListPlansResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_list_plans_response_403_error_code(value: str) -> ListPlansResponse403ErrorCode:
    if value in LIST_PLANS_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PLANS_RESPONSE_403_ERROR_CODE_VALUES!r}")
