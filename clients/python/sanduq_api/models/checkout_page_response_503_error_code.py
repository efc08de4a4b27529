from typing import Literal

CheckoutPageResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

CHECKOUT_PAGE_RESPONSE_503_ERROR_CODE_VALUES: set[CheckoutPageResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_checkout_page_response_503_error_code(value: str) -> CheckoutPageResponse503ErrorCode:
    if value in CHECKOUT_PAGE_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHECKOUT_PAGE_RESPONSE_503_ERROR_CODE_VALUES!r}")
