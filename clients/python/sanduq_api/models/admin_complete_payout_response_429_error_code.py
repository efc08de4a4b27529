from typing import Literal

AdminCompletePayoutResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ADMIN_COMPLETE_PAYOUT_RESPONSE_429_ERROR_CODE_VALUES: set[AdminCompletePayoutResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_admin_complete_payout_response_429_error_code(value: str) -> AdminCompletePayoutResponse429ErrorCode:
    if value in ADMIN_COMPLETE_PAYOUT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_COMPLETE_PAYOUT_RESPONSE_429_ERROR_CODE_VALUES!r}")
