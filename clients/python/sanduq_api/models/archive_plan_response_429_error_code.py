from typing import Literal

ArchivePlanResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ARCHIVE_PLAN_RESPONSE_429_ERROR_CODE_VALUES: set[ArchivePlanResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_archive_plan_response_429_error_code(value: str) -> ArchivePlanResponse429ErrorCode:
    if value in ARCHIVE_PLAN_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ARCHIVE_PLAN_RESPONSE_429_ERROR_CODE_VALUES!r}")
