from typing import Literal

CheckoutPageResponse422ErrorCode = Literal['VALIDATION_ERROR']

CHECKOUT_PAGE_RESPONSE_422_ERROR_CODE_VALUES: set[CheckoutPageResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_checkout_page_response_422_error_code(value: str) -> CheckoutPageResponse422ErrorCode:
    if value in CHECKOUT_PAGE_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHECKOUT_PAGE_RESPONSE_422_ERROR_CODE_VALUES!r}")
