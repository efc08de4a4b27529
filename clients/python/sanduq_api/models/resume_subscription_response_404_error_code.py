from typing import Literal

ResumeSubscriptionResponse404ErrorCode = Literal['NOT_FOUND']

RESUME_SUBSCRIPTION_RESPONSE_404_ERROR_CODE_VALUES: set[ResumeSubscriptionResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_resume_subscription_response_404_error_code(value: str) -> ResumeSubscriptionResponse404ErrorCode:
    if value in RESUME_SUBSCRIPTION_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESUME_SUBSCRIPTION_RESPONSE_404_ERROR_CODE_VALUES!r}")
