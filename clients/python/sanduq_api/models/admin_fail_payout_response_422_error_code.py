from typing import Literal

AdminFailPayoutResponse422ErrorCode = Literal['INVALID_PAYMENT_STATUS', 'VALIDATION_ERROR']

ADMIN_FAIL_PAYOUT_RESPONSE_422_ERROR_CODE_VALUES: set[AdminFailPayoutResponse422ErrorCode] = { 'INVALID_PAYMENT_STATUS', 'VALIDATION_ERROR',  }

def check_admin_fail_payout_response_422_error_code(value: str) -> AdminFailPayoutResponse422ErrorCode:
    if value in ADMIN_FAIL_PAYOUT_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_FAIL_PAYOUT_RESPONSE_422_ERROR_CODE_VALUES!r}")
