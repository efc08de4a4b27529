from typing import Literal

CheckoutPageResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

CHECKOUT_PAGE_RESPONSE_429_ERROR_CODE_VALUES: set[CheckoutPageResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_checkout_page_response_429_error_code(value: str) -> CheckoutPageResponse429ErrorCode:
    if value in CHECKOUT_PAGE_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHECKOUT_PAGE_RESPONSE_429_ERROR_CODE_VALUES!r}")
