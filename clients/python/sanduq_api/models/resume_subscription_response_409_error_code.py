from typing import Literal

ResumeSubscriptionResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

RESUME_SUBSCRIPTION_RESPONSE_409_ERROR_CODE_VALUES: set[ResumeSubscriptionResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_resume_subscription_response_409_error_code(value: str) -> ResumeSubscriptionResponse409ErrorCode:
    if value in RESUME_SUBSCRIPTION_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESUME_SUBSCRIPTION_RESPONSE_409_ERROR_CODE_VALUES!r}")
