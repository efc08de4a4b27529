from typing import Literal

PauseSubscriptionResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

PAUSE_SUBSCRIPTION_RESPONSE_403_ERROR_CODE_VALUES: set[PauseSubscriptionResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_pause_subscription_response_403_error_code(value: str) -> PauseSubscriptionResponse403ErrorCode:
    if value in PAUSE_SUBSCRIPTION_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAUSE_SUBSCRIPTION_RESPONSE_403_ERROR_CODE_VALUES!r}")
