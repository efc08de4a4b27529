from typing import Literal

CancelSubscriptionResponse404ErrorCode = Literal['NOT_FOUND']

CANCEL_SUBSCRIPTION_RESPONSE_404_ERROR_CODE_VALUES: set[CancelSubscriptionResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_cancel_subscription_response_404_error_code(value: str) -> CancelSubscriptionResponse404ErrorCode:
    if value in CANCEL_SUBSCRIPTION_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_SUBSCRIPTION_RESPONSE_404_ERROR_CODE_VALUES!r}")
