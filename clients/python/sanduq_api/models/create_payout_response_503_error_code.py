from typing import Literal

CreatePayoutResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

CREATE_PAYOUT_RESPONSE_503_ERROR_CODE_VALUES: set[CreatePayoutResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_create_payout_response_503_error_code(value: str) -> CreatePayoutResponse503ErrorCode:
    if value in CREATE_PAYOUT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PAYOUT_RESPONSE_503_ERROR_CODE_VALUES!r}")
