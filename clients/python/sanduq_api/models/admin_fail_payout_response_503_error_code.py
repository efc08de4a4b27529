from typing import Literal

AdminFailPayoutResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_FAIL_PAYOUT_RESPONSE_503_ERROR_CODE_VALUES: set[AdminFailPayoutResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_fail_payout_response_503_error_code(value: str) -> AdminFailPayoutResponse503ErrorCode:
    if value in ADMIN_FAIL_PAYOUT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_FAIL_PAYOUT_RESPONSE_503_ERROR_CODE_VALUES!r}")
