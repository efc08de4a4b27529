from typing import Literal

CancelSubscriptionResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

CANCEL_SUBSCRIPTION_RESPONSE_409_ERROR_CODE_VALUES: set[CancelSubscriptionResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_cancel_subscription_response_409_error_code(value: str) -> CancelSubscriptionResponse409ErrorCode:
    if value in CANCEL_SUBSCRIPTION_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_SUBSCRIPTION_RESPONSE_409_ERROR_CODE_VALUES!r}")
