from typing import Literal

CreateSubscriptionResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

CREATE_SUBSCRIPTION_RESPONSE_409_ERROR_CODE_VALUES: set[CreateSubscriptionResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_create_subscription_response_409_error_code(value: str) -> CreateSubscriptionResponse409ErrorCode:
    if value in CREATE_SUBSCRIPTION_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_SUBSCRIPTION_RESPONSE_409_ERROR_CODE_VALUES!r}")
