from typing import Literal

CancelSubscriptionResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

CANCEL_SUBSCRIPTION_RESPONSE_503_ERROR_CODE_VALUES: set[CancelSubscriptionResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_cancel_subscription_response_503_error_code(value: str) -> CancelSubscriptionResponse503ErrorCode:
    if value in CANCEL_SUBSCRIPTION_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_SUBSCRIPTION_RESPONSE_503_ERROR_CODE_VALUES!r}")
