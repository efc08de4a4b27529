from typing import Literal

AdminUnfreezeUserResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_UNFREEZE_USER_RESPONSE_403_ERROR_CODE_VALUES: set[AdminUnfreezeUserResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_unfreeze_user_response_403_error_code(value: str) -> AdminUnfreezeUserResponse403ErrorCode:
    if value in ADMIN_UNFREEZE_USER_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_UNFREEZE_USER_RESPONSE_403_ERROR_CODE_VALUES!r}")
