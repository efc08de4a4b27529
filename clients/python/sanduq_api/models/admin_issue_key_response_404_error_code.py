from typing import Literal

AdminIssueKeyResponse404ErrorCode = Literal['MERCHANT_NOT_FOUND']

ADMIN_ISSUE_KEY_RESPONSE_404_ERROR_CODE_VALUES: set[AdminIssueKeyResponse404ErrorCode] = { 'MERCHANT_NOT_FOUND',  }

def check_admin_issue_key_response_404_error_code(value: str) -> AdminIssueKeyResponse404ErrorCode:
    if value in ADMIN_ISSUE_KEY_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_ISSUE_KEY_RESPONSE_404_ERROR_CODE_VALUES!r}")
