from typing import Literal

AdminUnfreezeUserResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_UNFREEZE_USER_RESPONSE_503_ERROR_CODE_VALUES: set[AdminUnfreezeUserResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_unfreeze_user_response_503_error_code(value: str) -> AdminUnfreezeUserResponse503ErrorCode:
    if value in ADMIN_UNFREEZE_USER_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_UNFREEZE_USER_RESPONSE_503_ERROR_CODE_VALUES!r}")
