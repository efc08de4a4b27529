from typing import Literal

GetPayoutResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

GET_PAYOUT_RESPONSE_429_ERROR_CODE_VALUES: set[GetPayoutResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_get_payout_response_429_error_code(value: str) -> GetPayoutResponse429ErrorCode:
    if value in GET_PAYOUT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PAYOUT_RESPONSE_429_ERROR_CODE_VALUES!r}")
