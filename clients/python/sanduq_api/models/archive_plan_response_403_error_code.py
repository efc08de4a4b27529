from typing import Literal

ArchivePlanResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

ARCHIVE_PLAN_RESPONSE_403_ERROR_CODE_VALUES: set[ArchivePlanResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_archive_plan_response_403_error_code(value: str) -> ArchivePlanResponse403ErrorCode:
    if value in ARCHIVE_PLAN_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ARCHIVE_PLAN_RESPONSE_403_ERROR_CODE_VALUES!r}")
