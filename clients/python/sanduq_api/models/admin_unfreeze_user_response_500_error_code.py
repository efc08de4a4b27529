from typing import Literal

AdminUnfreezeUserResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_UNFREEZE_USER_RESPONSE_500_ERROR_CODE_VALUES: set[AdminUnfreezeUserResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_unfreeze_user_response_500_error_code(value: str) -> AdminUnfreezeUserResponse500ErrorCode:
    if value in ADMIN_UNFREEZE_USER_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_UNFREEZE_USER_RESPONSE_500_ERROR_CODE_VALUES!r}")
