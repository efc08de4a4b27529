from typing import Literal

CreatePayoutResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'INSUFFICIENT_BALANCE', 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR']

CREATE_PAYOUT_RESPONSE_422_ERROR_CODE_VALUES: set[CreatePayoutResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'INSUFFICIENT_BALANCE', 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR',  }

def check_create_payout_response_422_error_code(value: str) -> CreatePayoutResponse422ErrorCode:
    if value in CREATE_PAYOUT_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PAYOUT_RESPONSE_422_ERROR_CODE_VALUES!r}")
