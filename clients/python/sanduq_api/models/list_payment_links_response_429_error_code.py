from typing import Literal

ListPaymentLinksResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

LIST_PAYMENT_LINKS_RESPONSE_429_ERROR_CODE_VALUES: set[ListPaymentLinksResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_list_payment_links_response_429_error_code(value: str) -> ListPaymentLinksResponse429ErrorCode:
    if value in LIST_PAYMENT_LINKS_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PAYMENT_LINKS_RESPONSE_429_ERROR_CODE_VALUES!r}")
