from typing import Literal

PauseSubscriptionResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

PAUSE_SUBSCRIPTION_RESPONSE_503_ERROR_CODE_VALUES: set[PauseSubscriptionResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_pause_subscription_response_503_error_code(value: str) -> PauseSubscriptionResponse503ErrorCode:
    if value in PAUSE_SUBSCRIPTION_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAUSE_SUBSCRIPTION_RESPONSE_503_ERROR_CODE_VALUES!r}")
