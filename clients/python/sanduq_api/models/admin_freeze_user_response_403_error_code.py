from typing import Literal

AdminFreezeUserResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_FREEZE_USER_RESPONSE_403_ERROR_CODE_VALUES: set[AdminFreezeUserResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_freeze_user_response_403_error_code(value: str) -> AdminFreezeUserResponse403ErrorCode:
    if value in ADMIN_FREEZE_USER_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_FREEZE_USER_RESPONSE_403_ERROR_CODE_VALUES!r}")
