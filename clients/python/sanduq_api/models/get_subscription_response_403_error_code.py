from typing import Literal

GetSubscriptionResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

GET_SUBSCRIPTION_RESPONSE_403_ERROR_CODE_VALUES: set[GetSubscriptionResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_get_subscription_response_403_error_code(value: str) -> GetSubscriptionResponse403ErrorCode:
    if value in GET_SUBSCRIPTION_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_SUBSCRIPTION_RESPONSE_403_ERROR_CODE_VALUES!r}")
