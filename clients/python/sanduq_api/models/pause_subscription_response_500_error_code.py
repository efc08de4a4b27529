from typing import Literal

PauseSubscriptionResponse500ErrorCode = Literal['SERVER_ERROR']

PAUSE_SUBSCRIPTION_RESPONSE_500_ERROR_CODE_VALUES: set[PauseSubscriptionResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_pause_subscription_response_500_error_code(value: str) -> PauseSubscriptionResponse500ErrorCode:
    if value in PAUSE_SUBSCRIPTION_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAUSE_SUBSCRIPTION_RESPONSE_500_ERROR_CODE_VALUES!r}")
