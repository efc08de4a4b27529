from typing import Literal

CreatePayoutResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

CREATE_PAYOUT_RESPONSE_403_ERROR_CODE_VALUES: set[CreatePayoutResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_create_payout_response_403_error_code(value: str) -> CreatePayoutResponse403ErrorCode:
    if value in CREATE_PAYOUT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PAYOUT_RESPONSE_403_ERROR_CODE_VALUES!r}")
