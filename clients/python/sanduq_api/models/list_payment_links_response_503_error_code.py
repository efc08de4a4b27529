from typing import Literal

ListPaymentLinksResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

LIST_PAYMENT_LINKS_RESPONSE_503_ERROR_CODE_VALUES: set[ListPaymentLinksResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_list_payment_links_response_503_error_code(value: str) -> ListPaymentLinksResponse503ErrorCode:
    if value in LIST_PAYMENT_LINKS_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PAYMENT_LINKS_RESPONSE_503_ERROR_CODE_VALUES!r}")
