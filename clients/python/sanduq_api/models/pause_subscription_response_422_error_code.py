from typing import Literal

PauseSubscriptionResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'INVALID_PAYMENT_STATUS', 'VALIDATION_ERROR']

PAUSE_SUBSCRIPTION_RESPONSE_422_ERROR_CODE_VALUES: set[PauseSubscriptionResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'INVALID_PAYMENT_STATUS', 'VALIDATION_ERROR',  }

def check_pause_subscription_response_422_error_code(value: str) -> PauseSubscriptionResponse422ErrorCode:
    if value in PAUSE_SUBSCRIPTION_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAUSE_SUBSCRIPTION_RESPONSE_422_ERROR_CODE_VALUES!r}")
