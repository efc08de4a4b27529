from typing import Literal

AdminUnfreezeUserResponse422ErrorCode = Literal['VALIDATION_ERROR']

ADMIN_UNFREEZE_USER_RESPONSE_422_ERROR_CODE_VALUES: set[AdminUnfreezeUserResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_admin_unfreeze_user_response_422_error_code(value: str) -> AdminUnfreezeUserResponse422ErrorCode:
    if value in ADMIN_UNFREEZE_USER_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_UNFREEZE_USER_RESPONSE_422_ERROR_CODE_VALUES!r}")
