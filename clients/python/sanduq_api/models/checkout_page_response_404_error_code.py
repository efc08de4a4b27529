from typing import Literal

CheckoutPageResponse404ErrorCode = Literal['NOT_FOUND']

CHECKOUT_PAGE_RESPONSE_404_ERROR_CODE_VALUES: set[CheckoutPageResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_checkout_page_response_404_error_code(value: str) -> CheckoutPageResponse404ErrorCode:
    if value in CHECKOUT_PAGE_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHECKOUT_PAGE_RESPONSE_404_ERROR_CODE_VALUES!r}")
