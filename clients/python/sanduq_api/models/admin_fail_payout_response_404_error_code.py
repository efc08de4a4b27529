from typing import Literal

AdminFailPayoutResponse404ErrorCode = Literal['NOT_FOUND']

ADMIN_FAIL_PAYOUT_RESPONSE_404_ERROR_CODE_VALUES: set[AdminFailPayoutResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_admin_fail_payout_response_404_error_code(value: str) -> AdminFailPayoutResponse404ErrorCode:
    if value in ADMIN_FAIL_PAYOUT_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_FAIL_PAYOUT_RESPONSE_404_ERROR_CODE_VALUES!r}")
