from typing import Literal

DeactivatePaymentLinkResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

DEACTIVATE_PAYMENT_LINK_RESPONSE_429_ERROR_CODE_VALUES: set[DeactivatePaymentLinkResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_deactivate_payment_link_response_429_error_code(value: str) -> DeactivatePaymentLinkResponse429ErrorCode:
    if value in DEACTIVATE_PAYMENT_LINK_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DEACTIVATE_PAYMENT_LINK_RESPONSE_429_ERROR_CODE_VALUES!r}")
