from typing import Literal

ArchivePlanResponse404ErrorCode = Literal['NOT_FOUND']

ARCHIVE_PLAN_RESPONSE_404_ERROR_CODE_VALUES: set[ArchivePlanResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_archive_plan_response_404_error_code(value: str) -> ArchivePlanResponse404ErrorCode:
    if value in ARCHIVE_PLAN_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ARCHIVE_PLAN_RESPONSE_404_ERROR_CODE_VALUES!r}")
