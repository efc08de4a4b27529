from typing import Literal

PauseSubscriptionResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

PAUSE_SUBSCRIPTION_RESPONSE_409_ERROR_CODE_VALUES: set[PauseSubscriptionResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_pause_subscription_response_409_error_code(value: str) -> PauseSubscriptionResponse409ErrorCode:
    if value in PAUSE_SUBSCRIPTION_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAUSE_SUBSCRIPTION_RESPONSE_409_ERROR_CODE_VALUES!r}")
