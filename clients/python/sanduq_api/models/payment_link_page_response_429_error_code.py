from typing import Literal

PaymentLinkPageResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

PAYMENT_LINK_PAGE_RESPONSE_429_ERROR_CODE_VALUES: set[PaymentLinkPageResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_payment_link_page_response_429_error_code(value: str) -> PaymentLinkPageResponse429ErrorCode:
    if value in PAYMENT_LINK_PAGE_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAYMENT_LINK_PAGE_RESPONSE_429_ERROR_CODE_VALUES!r}")
