from typing import Literal

ListPaymentLinksResponse500ErrorCode = Literal['SERVER_ERROR']

LIST_PAYMENT_LINKS_RESPONSE_500_ERROR_CODE_VALUES: set[ListPaymentLinksResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_list_payment_links_response_500_error_code(value: str) -> ListPaymentLinksResponse500ErrorCode:
    if value in LIST_PAYMENT_LINKS_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PAYMENT_LINKS_RESPONSE_500_ERROR_CODE_VALUES!r}")
