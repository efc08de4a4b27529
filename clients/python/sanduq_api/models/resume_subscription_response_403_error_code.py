from typing import Literal

ResumeSubscriptionResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

RESUME_SUBSCRIPTION_RESPONSE_403_ERROR_CODE_VALUES: set[ResumeSubscriptionResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_resume_subscription_response_403_error_code(value: str) -> ResumeSubscriptionResponse403ErrorCode:
    if value in RESUME_SUBSCRIPTION_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESUME_SUBSCRIPTION_RESPONSE_403_ERROR_CODE_VALUES!r}")
