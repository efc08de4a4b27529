from typing import Literal

CancelSubscriptionResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

CANCEL_SUBSCRIPTION_RESPONSE_429_ERROR_CODE_VALUES: set[CancelSubscriptionResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_cancel_subscription_response_429_error_code(value: str) -> CancelSubscriptionResponse429ErrorCode:
    if value in CANCEL_SUBSCRIPTION_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_SUBSCRIPTION_RESPONSE_429_ERROR_CODE_VALUES!r}")
