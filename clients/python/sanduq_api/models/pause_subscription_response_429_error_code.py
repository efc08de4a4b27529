from typing import Literal

PauseSubscriptionResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

PAUSE_SUBSCRIPTION_RESPONSE_429_ERROR_CODE_VALUES: set[PauseSubscriptionResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_pause_subscription_response_429_error_code(value: str) -> PauseSubscriptionResponse429ErrorCode:
    if value in PAUSE_SUBSCRIPTION_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAUSE_SUBSCRIPTION_RESPONSE_429_ERROR_CODE_VALUES!r}")
