from typing import Literal

CreateSubscriptionResponse500ErrorCode = Literal['SERVER_ERROR']

CREATE_SUBSCRIPTION_RESPONSE_500_ERROR_CODE_VALUES: set[CreateSubscriptionResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_create_subscription_response_500_error_code(value: str) -> CreateSubscriptionResponse500ErrorCode:
    if value in CREATE_SUBSCRIPTION_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_SUBSCRIPTION_RESPONSE_500_ERROR_CODE_VALUES!r}")
