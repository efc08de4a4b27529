from typing import Literal

ListSubscriptionsResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

LIST_SUBSCRIPTIONS_RESPONSE_429_ERROR_CODE_VALUES: set[ListSubscriptionsResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_list_subscriptions_response_429_error_code(value: str) -> ListSubscriptionsResponse429ErrorCode:
    if value in LIST_SUBSCRIPTIONS_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_SUBSCRIPTIONS_RESPONSE_429_ERROR_CODE_VALUES!r}")
