from typing import Literal

ListPaymentLinksResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

LIST_PAYMENT_LINKS_RESPONSE_403_ERROR_CODE_VALUES: set[ListPaymentLinksResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_list_payment_links_response_403_error_code(value: str) -> ListPaymentLinksResponse403ErrorCode:
    if value in LIST_PAYMENT_LINKS_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PAYMENT_LINKS_RESPONSE_403_ERROR_CODE_VALUES!r}")
