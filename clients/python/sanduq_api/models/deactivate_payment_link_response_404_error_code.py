from typing import Literal

DeactivatePaymentLinkResponse404ErrorCode = Literal['NOT_FOUND']

DEACTIVATE_PAYMENT_LINK_RESPONSE_404_ERROR_CODE_VALUES: set[DeactivatePaymentLinkResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_deactivate_payment_link_response_404_error_code(value: str) -> DeactivatePaymentLinkResponse404ErrorCode:
    if value in DEACTIVATE_PAYMENT_LINK_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DEACTIVATE_PAYMENT_LINK_RESPONSE_404_ERROR_CODE_VALUES!r}")
