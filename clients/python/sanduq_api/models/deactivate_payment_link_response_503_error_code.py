from typing import Literal

DeactivatePaymentLinkResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

DEACTIVATE_PAYMENT_LINK_RESPONSE_503_ERROR_CODE_VALUES: set[DeactivatePaymentLinkResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_deactivate_payment_link_response_503_error_code(value: str) -> DeactivatePaymentLinkResponse503ErrorCode:
    if value in DEACTIVATE_PAYMENT_LINK_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DEACTIVATE_PAYMENT_LINK_RESPONSE_503_ERROR_CODE_VALUES!r}")
