from typing import Literal

AdminCompletePayoutResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_COMPLETE_PAYOUT_RESPONSE_403_ERROR_CODE_VALUES: set[AdminCompletePayoutResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_complete_payout_response_403_error_code(value: str) -> AdminCompletePayoutResponse403ErrorCode:
    if value in ADMIN_COMPLETE_PAYOUT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_COMPLETE_PAYOUT_RESPONSE_403_ERROR_CODE_VALUES!r}")
