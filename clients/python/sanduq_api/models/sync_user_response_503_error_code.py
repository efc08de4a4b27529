from typing import Literal

SyncUserResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

SYNC_USER_RESPONSE_503_ERROR_CODE_VALUES: set[SyncUserResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_sync_user_response_503_error_code(value: str) -> SyncUserResponse503ErrorCode:
    if value in SYNC_USER_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SYNC_USER_RESPONSE_503_ERROR_CODE_VALUES!r}")
