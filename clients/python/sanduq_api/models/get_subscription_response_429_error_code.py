from typing import Literal

GetSubscriptionResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

GET_SUBSCRIPTION_RESPONSE_429_ERROR_CODE_VALUES: set[GetSubscriptionResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_get_subscription_response_429_error_code(value: str) -> GetSubscriptionResponse429ErrorCode:
    if value in GET_SUBSCRIPTION_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_SUBSCRIPTION_RESPONSE_429_ERROR_CODE_VALUES!r}")
