from typing import Literal

CancelSubscriptionResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'INVALID_PAYMENT_STATUS', 'VALIDATION_ERROR']

CANCEL_SUBSCRIPTION_RESPONSE_422_ERROR_CODE_VALUES: set[CancelSubscriptionResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'INVALID_PAYMENT_STATUS', 'VALIDATION_ERROR',  }

def check_cancel_subscription_response_422_error_code(value: str) -> CancelSubscriptionResponse422ErrorCode:
    if value in CANCEL_SUBSCRIPTION_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_SUBSCRIPTION_RESPONSE_422_ERROR_CODE_VALUES!r}")
