from typing import Literal

CreateSubscriptionResponse404ErrorCode = Literal['NOT_FOUND', 'WALLET_NOT_FOUND']

CREATE_SUBSCRIPTION_RESPONSE_404_ERROR_CODE_VALUES: set[CreateSubscriptionResponse404ErrorCode] = { 'NOT_FOUND', 'WALLET_NOT_FOUND',  }

def check_create_subscription_response_404_error_code(value: str) -> CreateSubscriptionResponse404ErrorCode:
    if value in CREATE_SUBSCRIPTION_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_SUBSCRIPTION_RESPONSE_404_ERROR_CODE_VALUES!r}")
