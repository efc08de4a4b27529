from typing import Literal

AdminFreezeUserResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_FREEZE_USER_RESPONSE_500_ERROR_CODE_VALUES: set[AdminFreezeUserResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_freeze_user_response_500_error_code(value: str) -> AdminFreezeUserResponse500ErrorCode:
    if value in ADMIN_FREEZE_USER_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_FREEZE_USER_RESPONSE_500_ERROR_CODE_VALUES!r}")
