from typing import Literal

CreateSubscriptionResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

CREATE_SUBSCRIPTION_RESPONSE_429_ERROR_CODE_VALUES: set[CreateSubscriptionResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_create_subscription_response_429_error_code(value: str) -> CreateSubscriptionResponse429ErrorCode:
    if value in CREATE_SUBSCRIPTION_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_SUBSCRIPTION_RESPONSE_429_ERROR_CODE_VALUES!r}")
