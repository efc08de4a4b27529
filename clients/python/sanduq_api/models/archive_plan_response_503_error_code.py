from typing import Literal

ArchivePlanResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ARCHIVE_PLAN_RESPONSE_503_ERROR_CODE_VALUES: set[ArchivePlanResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_archive_plan_response_503_error_code(value: str) -> ArchivePlanResponse503ErrorCode:
    if value in ARCHIVE_PLAN_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ARCHIVE_PLAN_RESPONSE_503_ERROR_CODE_VALUES!r}")
