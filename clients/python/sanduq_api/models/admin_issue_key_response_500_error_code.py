from typing import Literal

AdminIssueKeyResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_ISSUE_KEY_RESPONSE_500_ERROR_CODE_VALUES: set[AdminIssueKeyResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_issue_key_response_500_error_code(value: str) -> AdminIssueKeyResponse500ErrorCode:
    if value in ADMIN_ISSUE_KEY_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_ISSUE_KEY_RESPONSE_500_ERROR_CODE_VALUES!r}")
