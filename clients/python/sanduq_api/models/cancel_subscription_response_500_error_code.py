from typing import Literal

CancelSubscriptionResponse500ErrorCode = Literal['SERVER_ERROR']

CANCEL_SUBSCRIPTION_RESPONSE_500_ERROR_CODE_VALUES: set[CancelSubscriptionResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_cancel_subscription_response_500_error_code(value: str) -> CancelSubscriptionResponse500ErrorCode:
    if value in CANCEL_SUBSCRIPTION_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_SUBSCRIPTION_RESPONSE_500_ERROR_CODE_VALUES!r}")
