from typing import Literal

PaymentLinkPageResponse404ErrorCode = Literal['NOT_FOUND']

PAYMENT_LINK_PAGE_RESPONSE_404_ERROR_CODE_VALUES: set[PaymentLinkPageResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_payment_link_page_response_404_error_code(value: str) -> PaymentLinkPageResponse404ErrorCode:
    if value in PAYMENT_LINK_PAGE_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAYMENT_LINK_PAGE_RESPONSE_404_ERROR_CODE_VALUES!r}")
