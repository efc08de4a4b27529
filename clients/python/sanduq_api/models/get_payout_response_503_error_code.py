from typing import Literal

GetPayoutResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

GET_PAYOUT_RESPONSE_503_ERROR_CODE_VALUES: set[GetPayoutResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_get_payout_response_503_error_code(value: str) -> GetPayoutResponse503ErrorCode:
    if value in GET_PAYOUT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PAYOUT_RESPONSE_503_ERROR_CODE_VALUES!r}")
