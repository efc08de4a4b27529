from typing import Literal

SyncUserResponse500ErrorCode = Literal['SERVER_ERROR']

SYNC_USER_RESPONSE_500_ERROR_CODE_VALUES: set[SyncUserResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_sync_user_response_500_error_code(value: str) -> SyncUserResponse500ErrorCode:
    if value in SYNC_USER_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SYNC_USER_RESPONSE_500_ERROR_CODE_VALUES!r}")
