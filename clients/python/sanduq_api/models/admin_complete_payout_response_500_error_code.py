from typing import Literal

AdminCompletePayoutResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_COMPLETE_PAYOUT_RESPONSE_500_ERROR_CODE_VALUES: set[AdminCompletePayoutResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_complete_payout_response_500_error_code(value: str) -> AdminCompletePayoutResponse500ErrorCode:
    if value in ADMIN_COMPLETE_PAYOUT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_COMPLETE_PAYOUT_RESPONSE_500_ERROR_CODE_VALUES!r}")
