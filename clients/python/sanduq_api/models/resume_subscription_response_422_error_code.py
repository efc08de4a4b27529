from typing import Literal

ResumeSubscriptionResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'INVALID_PAYMENT_STATUS', 'VALIDATION_ERROR']

RESUME_SUBSCRIPTION_RESPONSE_422_ERROR_CODE_VALUES: set[ResumeSubscriptionResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'INVALID_PAYMENT_STATUS', 'VALIDATION_ERROR',  }

def check_resume_subscription_response_422_error_code(value: str) -> ResumeSubscriptionResponse422ErrorCode:
    if value in RESUME_SUBSCRIPTION_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESUME_SUBSCRIPTION_RESPONSE_422_ERROR_CODE_VALUES!r}")
