from typing import Literal

ArchivePlanResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR']

ARCHIVE_PLAN_RESPONSE_422_ERROR_CODE_VALUES: set[ArchivePlanResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR',  }

def check_archive_plan_response_422_error_code(value: str) -> ArchivePlanResponse422ErrorCode:
    if value in ARCHIVE_PLAN_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ARCHIVE_PLAN_RESPONSE_422_ERROR_CODE_VALUES!r}")
