from typing import Literal

AdminCompletePayoutResponse422ErrorCode = Literal['INVALID_PAYMENT_STATUS', 'VALIDATION_ERROR']

ADMIN_COMPLETE_PAYOUT_RESPONSE_422_ERROR_CODE_VALUES: set[AdminCompletePayoutResponse422ErrorCode] = { 'INVALID_PAYMENT_STATUS', 'VALIDATION_ERROR',  }

def check_admin_complete_payout_response_422_error_code(value: str) -> AdminCompletePayoutResponse422ErrorCode:
    if value in ADMIN_COMPLETE_PAYOUT_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_COMPLETE_PAYOUT_RESPONSE_422_ERROR_CODE_VALUES!r}")
