from typing import Literal

CreatePayoutResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

CREATE_PAYOUT_RESPONSE_409_ERROR_CODE_VALUES: set[CreatePayoutResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_create_payout_response_409_error_code(value: str) -> CreatePayoutResponse409ErrorCode:
    if value in CREATE_PAYOUT_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PAYOUT_RESPONSE_409_ERROR_CODE_VALUES!r}")
