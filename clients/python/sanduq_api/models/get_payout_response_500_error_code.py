from typing import Literal

GetPayoutResponse500ErrorCode = Literal['SERVER_ERROR']

GET_PAYOUT_RESPONSE_500_ERROR_CODE_VALUES: set[GetPayoutResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_get_payout_response_500_error_code(value: str) -> GetPayoutResponse500ErrorCode:
    if value in GET_PAYOUT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PAYOUT_RESPONSE_500_ERROR_CODE_VALUES!r}")
