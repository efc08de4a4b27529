from typing import Literal

CreateSubscriptionResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

CREATE_SUBSCRIPTION_RESPONSE_403_ERROR_CODE_VALUES: set[CreateSubscriptionResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_create_subscription_response_403_error_code(value: str) -> CreateSubscriptionResponse403ErrorCode:
    if value in CREATE_SUBSCRIPTION_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_SUBSCRIPTION_RESPONSE_403_ERROR_CODE_VALUES!r}")
