from typing import Literal

CreatePayoutResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

CREATE_PAYOUT_RESPONSE_429_ERROR_CODE_VALUES: set[CreatePayoutResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_create_payout_response_429_error_code(value: str) -> CreatePayoutResponse429ErrorCode:
    if value in CREATE_PAYOUT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PAYOUT_RESPONSE_429_ERROR_CODE_VALUES!r}")
