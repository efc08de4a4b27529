from typing import Literal

GetPayoutResponse404ErrorCode = Literal['NOT_FOUND']

GET_PAYOUT_RESPONSE_404_ERROR_CODE_VALUES: set[GetPayoutResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_get_payout_response_404_error_code(value: str) -> GetPayoutResponse404ErrorCode:
    if value in GET_PAYOUT_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PAYOUT_RESPONSE_404_ERROR_CODE_VALUES!r}")
