from typing import Literal

PaymentLinkPageResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

PAYMENT_LINK_PAGE_RESPONSE_503_ERROR_CODE_VALUES: set[PaymentLinkPageResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_payment_link_page_response_503_error_code(value: str) -> PaymentLinkPageResponse503ErrorCode:
    if value in PAYMENT_LINK_PAGE_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAYMENT_LINK_PAGE_RESPONSE_503_ERROR_CODE_VALUES!r}")
