from typing import Literal

CreateSubscriptionResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'INSUFFICIENT_BALANCE', 'INVALID_PAYMENT_STATUS', 'VALIDATION_ERROR']

CREATE_SUBSCRIPTION_RESPONSE_422_ERROR_CODE_VALUES: set[CreateSubscriptionResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'INSUFFICIENT_BALANCE', 'INVALID_PAYMENT_STATUS', 'VALIDATION_ERROR',  }

def check_create_subscription_response_422_error_code(value: str) -> CreateSubscriptionResponse422ErrorCode:
    if value in CREATE_SUBSCRIPTION_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_SUBSCRIPTION_RESPONSE_422_ERROR_CODE_VALUES!r}")
