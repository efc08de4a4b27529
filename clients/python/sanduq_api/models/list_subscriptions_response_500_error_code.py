from typing import Literal

ListSubscriptionsResponse500ErrorCode = Literal['SERVER_ERROR']

LIST_SUBSCRIPTIONS_RESPONSE_500_ERROR_CODE_VALUES: set[ListSubscriptionsResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_list_subscriptions_response_500_error_code(value: str) -> ListSubscriptionsResponse500ErrorCode:
    if value in LIST_SUBSCRIPTIONS_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_SUBSCRIPTIONS_RESPONSE_500_ERROR_CODE_VALUES!r}")
