from typing import Literal

GetSubscriptionResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

GET_SUBSCRIPTION_RESPONSE_503_ERROR_CODE_VALUES: set[GetSubscriptionResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_get_subscription_response_503_error_code(value: str) -> GetSubscriptionResponse503ErrorCode:
    if value in GET_SUBSCRIPTION_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_SUBSCRIPTION_RESPONSE_503_ERROR_CODE_VALUES!r}")
