from typing import Literal

PaymentLinkPageResponse422ErrorCode = Literal['VALIDATION_ERROR']

PAYMENT_LINK_PAGE_RESPONSE_422_ERROR_CODE_VALUES: set[PaymentLinkPageResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_payment_link_page_response_422_error_code(value: str) -> PaymentLinkPageResponse422ErrorCode:
    if value in PAYMENT_LINK_PAGE_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAYMENT_LINK_PAGE_RESPONSE_422_ERROR_CODE_VALUES!r}")
