from typing import Literal

SyncUserResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

SYNC_USER_RESPONSE_409_ERROR_CODE_VALUES: set[SyncUserResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_sync_user_response_409_error_code(value: str) -> SyncUserResponse409ErrorCode:
    if value in SYNC_USER_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SYNC_USER_RESPONSE_409_ERROR_CODE_VALUES!r}")
