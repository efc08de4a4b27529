from typing import Literal

DeactivatePaymentLinkResponse500ErrorCode = Literal['SERVER_ERROR']

DEACTIVATE_PAYMENT_LINK_RESPONSE_500_ERROR_CODE_VALUES: set[DeactivatePaymentLinkResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_deactivate_payment_link_response_500_error_code(value: str) -> DeactivatePaymentLinkResponse500ErrorCode:
    if value in DEACTIVATE_PAYMENT_LINK_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DEACTIVATE_PAYMENT_LINK_RESPONSE_500_ERROR_CODE_VALUES!r}")
