from typing import Literal

ListSubscriptionsResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

LIST_SUBSCRIPTIONS_RESPONSE_403_ERROR_CODE_VALUES: set[ListSubscriptionsResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_list_subscriptions_response_403_error_code(value: str) -> ListSubscriptionsResponse403ErrorCode:
    if value in LIST_SUBSCRIPTIONS_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_SUBSCRIPTIONS_RESPONSE_403_ERROR_CODE_VALUES!r}")
