from typing import Literal

AdminUnfreezeUserResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ADMIN_UNFREEZE_USER_RESPONSE_429_ERROR_CODE_VALUES: set[AdminUnfreezeUserResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_admin_unfreeze_user_response_429_error_code(value: str) -> AdminUnfreezeUserResponse429ErrorCode:
    if value in ADMIN_UNFREEZE_USER_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_UNFREEZE_USER_RESPONSE_429_ERROR_CODE_VALUES!r}")
