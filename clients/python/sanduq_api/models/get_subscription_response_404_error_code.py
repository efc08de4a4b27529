from typing import Literal

GetSubscriptionResponse404ErrorCode = Literal['NOT_FOUND']

GET_SUBSCRIPTION_RESPONSE_404_ERROR_CODE_VALUES: set[GetSubscriptionResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_get_subscription_response_404_error_code(value: str) -> GetSubscriptionResponse404ErrorCode:
    if value in GET_SUBSCRIPTION_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_SUBSCRIPTION_RESPONSE_404_ERROR_CODE_VALUES!r}")
