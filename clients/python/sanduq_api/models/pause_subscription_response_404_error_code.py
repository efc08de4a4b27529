from typing import Literal

PauseSubscriptionResponse404ErrorCode = Literal['NOT_FOUND']

PAUSE_SUBSCRIPTION_RESPONSE_404_ERROR_CODE_VALUES: set[PauseSubscriptionResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_pause_subscription_response_404_error_code(value: str) -> PauseSubscriptionResponse404ErrorCode:
    if value in PAUSE_SUBSCRIPTION_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAUSE_SUBSCRIPTION_RESPONSE_404_ERROR_CODE_VALUES!r}")
