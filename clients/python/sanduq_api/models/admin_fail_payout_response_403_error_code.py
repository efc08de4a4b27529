from typing import Literal

AdminFailPayoutResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_FAIL_PAYOUT_RESPONSE_403_ERROR_CODE_VALUES: set[AdminFailPayoutResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_fail_payout_response_403_error_code(value: str) -> AdminFailPayoutResponse403ErrorCode:
    if value in ADMIN_FAIL_PAYOUT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_FAIL_PAYOUT_RESPONSE_403_ERROR_CODE_VALUES!r}")
