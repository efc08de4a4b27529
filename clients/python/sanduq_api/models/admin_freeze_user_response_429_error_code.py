from typing import Literal

AdminFreezeUserResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ADMIN_FREEZE_USER_RESPONSE_429_ERROR_CODE_VALUES: set[AdminFreezeUserResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_admin_freeze_user_response_429_error_code(value: str) -> AdminFreezeUserResponse429ErrorCode:
    if value in ADMIN_FREEZE_USER_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_FREEZE_USER_RESPONSE_429_ERROR_CODE_VALUES!r}")
