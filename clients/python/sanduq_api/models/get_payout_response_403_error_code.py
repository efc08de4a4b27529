from typing import Literal

GetPayoutResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

GET_PAYOUT_RESPONSE_403_ERROR_CODE_VALUES: set[GetPayoutResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_get_payout_response_403_error_code(value: str) -> GetPayoutResponse403ErrorCode:
    if value in GET_PAYOUT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PAYOUT_RESPONSE_403_ERROR_CODE_VALUES!r}")
