from typing import Literal

CancelSubscriptionResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

CANCEL_SUBSCRIPTION_RESPONSE_403_ERROR_CODE_VALUES: set[CancelSubscriptionResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_cancel_subscription_response_403_error_code(value: str) -> CancelSubscriptionResponse403ErrorCode:
    if value in CANCEL_SUBSCRIPTION_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_SUBSCRIPTION_RESPONSE_403_ERROR_CODE_VALUES!r}")
