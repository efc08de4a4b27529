from typing import Literal

AdminIssueKeyResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_ISSUE_KEY_RESPONSE_403_ERROR_CODE_VALUES: set[AdminIssueKeyResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_issue_key_response_403_error_code(value: str) -> AdminIssueKeyResponse403ErrorCode:
    if value in ADMIN_ISSUE_KEY_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_ISSUE_KEY_RESPONSE_403_ERROR_CODE_VALUES!r}")
