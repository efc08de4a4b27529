from typing import Literal

AdminFailPayoutResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ADMIN_FAIL_PAYOUT_RESPONSE_429_ERROR_CODE_VALUES: set[AdminFailPayoutResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_admin_fail_payout_response_429_error_code(value: str) -> AdminFailPayoutResponse429ErrorCode:
    if value in ADMIN_FAIL_PAYOUT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_FAIL_PAYOUT_RESPONSE_429_ERROR_CODE_VALUES!r}")
