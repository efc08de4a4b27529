from typing import Literal

PaymentLinkPageResponse500ErrorCode = Literal['SERVER_ERROR']

PAYMENT_LINK_PAGE_RESPONSE_500_ERROR_CODE_VALUES: set[PaymentLinkPageResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_payment_link_page_response_500_error_code(value: str) -> PaymentLinkPageResponse500ErrorCode:
    if value in PAYMENT_LINK_PAGE_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAYMENT_LINK_PAGE_RESPONSE_500_ERROR_CODE_VALUES!r}")
