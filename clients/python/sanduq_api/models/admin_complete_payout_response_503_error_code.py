from typing import Literal

AdminCompletePayoutResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_COMPLETE_PAYOUT_RESPONSE_503_ERROR_CODE_VALUES: set[AdminCompletePayoutResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_complete_payout_response_503_error_code(value: str) -> AdminCompletePayoutResponse503ErrorCode:
    if value in ADMIN_COMPLETE_PAYOUT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_COMPLETE_PAYOUT_RESPONSE_503_ERROR_CODE_VALUES!r}")
