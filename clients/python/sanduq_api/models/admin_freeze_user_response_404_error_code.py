from typing import Literal

AdminFreezeUserResponse404ErrorCode = Literal['WALLET_NOT_FOUND']

ADMIN_FREEZE_USER_RESPONSE_404_ERROR_CODE_VALUES: set[AdminFreezeUserResponse404ErrorCode] = { 'WALLET_NOT_FOUND',  }

def check_admin_freeze_user_response_404_error_code(value: str) -> AdminFreezeUserResponse404ErrorCode:
    if value in ADMIN_FREEZE_USER_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_FREEZE_USER_RESPONSE_404_ERROR_CODE_VALUES!r}")
