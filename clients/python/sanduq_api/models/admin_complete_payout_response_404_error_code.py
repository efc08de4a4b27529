from typing import Literal

AdminCompletePayoutResponse404ErrorCode = Literal['NOT_FOUND']

ADMIN_COMPLETE_PAYOUT_RESPONSE_404_ERROR_CODE_VALUES: set[AdminCompletePayoutResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_admin_complete_payout_response_404_error_code(value: str) -> AdminCompletePayoutResponse404ErrorCode:
    if value in ADMIN_COMPLETE_PAYOUT_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_COMPLETE_PAYOUT_RESPONSE_404_ERROR_CODE_VALUES!r}")
