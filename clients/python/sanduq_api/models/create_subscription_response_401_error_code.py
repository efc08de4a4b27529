from typing import Literal

CreateSubscriptionResponse401ErrorCode = Literal['PIN_BLOCKED']

CREATE_SUBSCRIPTION_RESPONSE_401_ERROR_CODE_VALUES: set[CreateSubscriptionResponse401ErrorCode] = { 'PIN_BLOCKED',  }

def check_create_subscription_response_401_error_code(value: str) -> CreateSubscriptionResponse401ErrorCode:
    if value in CREATE_SUBSCRIPTION_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_SUBSCRIPTION_RESPONSE_401_ERROR_CODE_VALUES!r}")
