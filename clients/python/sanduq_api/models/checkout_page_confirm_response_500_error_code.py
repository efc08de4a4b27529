from typing import Literal

CheckoutPageConfirmResponse500ErrorCode = Literal['SERVER_ERROR']

CHECKOUT_PAGE_CONFIRM_RESPONSE_500_ERROR_CODE_VALUES: set[CheckoutPageConfirmResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_checkout_page_confirm_response_500_error_code(value: str) -> CheckoutPageConfirmResponse500ErrorCode:
    if value in CHECKOUT_PAGE_CONFIRM_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHECKOUT_PAGE_CONFIRM_RESPONSE_500_ERROR_CODE_VALUES!r}")
