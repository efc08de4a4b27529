from typing import Literal

AdminFreezeUserResponse422ErrorCode = Literal['VALIDATION_ERROR']

ADMIN_FREEZE_USER_RESPONSE_422_ERROR_CODE_VALUES: set[AdminFreezeUserResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_admin_freeze_user_response_422_error_code(value: str) -> AdminFreezeUserResponse422ErrorCode:
    if value in ADMIN_FREEZE_USER_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_FREEZE_USER_RESPONSE_422_ERROR_CODE_VALUES!r}")
