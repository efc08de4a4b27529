from typing import Literal

ArchivePlanResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

ARCHIVE_PLAN_RESPONSE_409_ERROR_CODE_VALUES: set[ArchivePlanResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_archive_plan_response_409_error_code(value: str) -> ArchivePlanResponse409ErrorCode:
    if value in ARCHIVE_PLAN_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ARCHIVE_PLAN_RESPONSE_409_ERROR_CODE_VALUES!r}")
