from typing import Literal

ListPaymentLinksResponse422ErrorCode = Literal['VALIDATION_ERROR']

LIST_PAYMENT_LINKS_RESPONSE_422_ERROR_CODE_VALUES: set[ListPaymentLinksResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_list_payment_links_response_422_error_code(value: str) -> ListPaymentLinksResponse422ErrorCode:
    if value in LIST_PAYMENT_LINKS_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PAYMENT_LINKS_RESPONSE_422_ERROR_CODE_VALUES!r}")
