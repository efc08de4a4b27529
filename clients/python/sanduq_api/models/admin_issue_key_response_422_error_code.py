from typing import Literal

AdminIssueKeyResponse422ErrorCode = Literal['VALIDATION_ERROR']

ADMIN_ISSUE_KEY_RESPONSE_422_ERROR_CODE_VALUES: set[AdminIssueKeyResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_admin_issue_key_response_422_error_code(value: str) -> AdminIssueKeyResponse422ErrorCode:
    if value in ADMIN_ISSUE_KEY_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_ISSUE_KEY_RESPONSE_422_ERROR_CODE_VALUES!r}")
