from typing import Literal

ResumeSubscriptionResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

RESUME_SUBSCRIPTION_RESPONSE_503_ERROR_CODE_VALUES: set[ResumeSubscriptionResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_resume_subscription_response_503_error_code(value: str) -> ResumeSubscriptionResponse503ErrorCode:
    if value in RESUME_SUBSCRIPTION_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESUME_SUBSCRIPTION_RESPONSE_503_ERROR_CODE_VALUES!r}")
