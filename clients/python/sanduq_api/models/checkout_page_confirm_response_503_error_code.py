from typing import Literal

CheckoutPageConfirmResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

CHECKOUT_PAGE_CONFIRM_RESPONSE_503_ERROR_CODE_VALUES: set[CheckoutPageConfirmResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_checkout_page_confirm_response_503_error_code(value: str) -> CheckoutPageConfirmResponse503ErrorCode:
    if value in CHECKOUT_PAGE_CONFIRM_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHECKOUT_PAGE_CONFIRM_RESPONSE_503_ERROR_CODE_VALUES!r}")
