from typing import Literal

AdminUnfreezeUserResponse404ErrorCode = Literal['WALLET_NOT_FOUND']

ADMIN_UNFREEZE_USER_RESPONSE_404_ERROR_CODE_VALUES: set[AdminUnfreezeUserResponse404ErrorCode] = { 'WALLET_NOT_FOUND',  }

def check_admin_unfreeze_user_response_404_error_code(value: str) -> AdminUnfreezeUserResponse404ErrorCode:
    if value in ADMIN_UNFREEZE_USER_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_UNFREEZE_USER_RESPONSE_404_ERROR_CODE_VALUES!r}")
