from typing import Literal

CreateSubscriptionResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

CREATE_SUBSCRIPTION_RESPONSE_503_ERROR_CODE_VALUES: set[CreateSubscriptionResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_create_subscription_response_503_error_code(value: str) -> CreateSubscriptionResponse503ErrorCode:
    if value in CREATE_SUBSCRIPTION_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_SUBSCRIPTION_RESPONSE_503_ERROR_CODE_VALUES!r}")
