from typing import Literal

DeactivatePaymentLinkResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

DEACTIVATE_PAYMENT_LINK_RESPONSE_403_ERROR_CODE_VALUES: set[DeactivatePaymentLinkResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_deactivate_payment_link_response_403_error_code(value: str) -> DeactivatePaymentLinkResponse403ErrorCode:
    if value in DEACTIVATE_PAYMENT_LINK_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DEACTIVATE_PAYMENT_LINK_RESPONSE_403_ERROR_CODE_VALUES!r}")
