from typing import Literal

AdminFreezeUserResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_FREEZE_USER_RESPONSE_503_ERROR_CODE_VALUES: set[AdminFreezeUserResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_freeze_user_response_503_error_code(value: str) -> AdminFreezeUserResponse503ErrorCode:
    if value in ADMIN_FREEZE_USER_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_FREEZE_USER_RESPONSE_503_ERROR_CODE_VALUES!r}")
