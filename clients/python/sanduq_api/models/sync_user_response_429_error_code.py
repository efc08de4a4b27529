from typing import Literal

SyncUserResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

SYNC_USER_RESPONSE_429_ERROR_CODE_VALUES: set[SyncUserResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_sync_user_response_429_error_code(value: str) -> SyncUserResponse429ErrorCode:
    if value in SYNC_USER_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SYNC_USER_RESPONSE_429_ERROR_CODE_VALUES!r}")
