from typing import Literal

SyncUserResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR']

SYNC_USER_RESPONSE_422_ERROR_CODE_VALUES: set[SyncUserResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR',  }

def check_sync_user_response_422_error_code(value: str) -> SyncUserResponse422ErrorCode:
    if value in SYNC_USER_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SYNC_USER_RESPONSE_422_ERROR_CODE_VALUES!r}")
