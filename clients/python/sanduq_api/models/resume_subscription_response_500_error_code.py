from typing import Literal

ResumeSubscriptionResponse500ErrorCode = Literal['SERVER_ERROR']

RESUME_SUBSCRIPTION_RESPONSE_500_ERROR_CODE_VALUES: set[ResumeSubscriptionResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_resume_subscription_response_500_error_code(value: str) -> ResumeSubscriptionResponse500ErrorCode:
    if value in RESUME_SUBSCRIPTION_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESUME_SUBSCRIPTION_RESPONSE_500_ERROR_CODE_VALUES!r}")
