from typing import Literal

CheckoutPageConfirmResponse404ErrorCode = Literal['NOT_FOUND']

CHECKOUT_PAGE_CONFIRM_RESPONSE_404_ERROR_CODE_VALUES: set[CheckoutPageConfirmResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_checkout_page_confirm_response_404_error_code(value: str) -> CheckoutPageConfirmResponse404ErrorCode:
    if value in CHECKOUT_PAGE_CONFIRM_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHECKOUT_PAGE_CONFIRM_RESPONSE_404_ERROR_CODE_VALUES!r}")
