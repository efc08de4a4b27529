from typing import Literal

CheckoutPageConfirmResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

CHECKOUT_PAGE_CONFIRM_RESPONSE_429_ERROR_CODE_VALUES: set[CheckoutPageConfirmResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_checkout_page_confirm_response_429_error_code(value: str) -> CheckoutPageConfirmResponse429ErrorCode:
    if value in CHECKOUT_PAGE_CONFIRM_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHECKOUT_PAGE_CONFIRM_RESPONSE_429_ERROR_CODE_VALUES!r}")
