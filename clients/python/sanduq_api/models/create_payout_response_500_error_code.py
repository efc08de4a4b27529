from typing import Literal

CreatePayoutResponse500ErrorCode = Literal['SERVER_ERROR']

CREATE_PAYOUT_RESPONSE_500_ERROR_CODE_VALUES: set[CreatePayoutResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_create_payout_response_500_error_code(value: str) -> CreatePayoutResponse500ErrorCode:
    if value in CREATE_PAYOUT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PAYOUT_RESPONSE_500_ERROR_CODE_VALUES!r}")
