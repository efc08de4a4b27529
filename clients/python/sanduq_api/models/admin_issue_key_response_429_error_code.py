from typing import Literal

AdminIssueKeyResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ADMIN_ISSUE_KEY_RESPONSE_429_ERROR_CODE_VALUES: set[AdminIssueKeyResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_admin_issue_key_response_429_error_code(value: str) -> AdminIssueKeyResponse429ErrorCode:
    if value in ADMIN_ISSUE_KEY_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_ISSUE_KEY_RESPONSE_429_ERROR_CODE_VALUES!r}")
