from typing import Literal

ResumeSubscriptionResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

RESUME_SUBSCRIPTION_RESPONSE_429_ERROR_CODE_VALUES: set[ResumeSubscriptionResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_resume_subscription_response_429_error_code(value: str) -> ResumeSubscriptionResponse429ErrorCode:
    if value in RESUME_SUBSCRIPTION_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESUME_SUBSCRIPTION_RESPONSE_429_ERROR_CODE_VALUES!r}")
