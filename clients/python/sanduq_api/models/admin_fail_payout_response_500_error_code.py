from typing import Literal

AdminFailPayoutResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_FAIL_PAYOUT_RESPONSE_500_ERROR_CODE_VALUES: set[AdminFailPayoutResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_fail_payout_response_500_error_code(value: str) -> AdminFailPayoutResponse500ErrorCode:
    if value in ADMIN_FAIL_PAYOUT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_FAIL_PAYOUT_RESPONSE_500_ERROR_CODE_VALUES!r}")
