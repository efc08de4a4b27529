from typing import Literal

AdminIssueKeyResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_ISSUE_KEY_RESPONSE_503_ERROR_CODE_VALUES: set[AdminIssueKeyResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_issue_key_response_503_error_code(value: str) -> AdminIssueKeyResponse503ErrorCode:
    if value in ADMIN_ISSUE_KEY_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_ISSUE_KEY_RESPONSE_503_ERROR_CODE_VALUES!r}")
