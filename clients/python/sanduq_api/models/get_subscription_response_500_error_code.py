from typing import Literal

GetSubscriptionResponse500ErrorCode = Literal['SERVER_ERROR']

GET_SUBSCRIPTION_RESPONSE_500_ERROR_CODE_VALUES: set[GetSubscriptionResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_get_subscription_response_500_error_code(value: str) -> GetSubscriptionResponse500ErrorCode:
    if value in GET_SUBSCRIPTION_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_SUBSCRIPTION_RESPONSE_500_ERROR_CODE_VALUES!r}")
