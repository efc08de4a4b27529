from typing import Literal

ArchivePlanResponse500ErrorCode = Literal['SERVER_ERROR']

ARCHIVE_PLAN_RESPONSE_500_ERROR_CODE_VALUES: set[ArchivePlanResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_archive_plan_response_500_error_code(value: str) -> ArchivePlanResponse500ErrorCode:
    if value in ARCHIVE_PLAN_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ARCHIVE_PLAN_RESPONSE_500_ERROR_CODE_VALUES!r}")
