from typing import Literal

SyncUserResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

SYNC_USER_RESPONSE_403_ERROR_CODE_VALUES: set[SyncUserResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_sync_user_response_403_error_code(value: str) -> SyncUserResponse403ErrorCode:
    if value in SYNC_USER_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SYNC_USER_RESPONSE_403_ERROR_CODE_VALUES!r}")
