from typing import Literal

ListSubscriptionsResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

LIST_SUBSCRIPTIONS_RESPONSE_503_ERROR_CODE_VALUES: set[ListSubscriptionsResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_list_subscriptions_response_503_error_code(value: str) -> ListSubscriptionsResponse503ErrorCode:
    if value in LIST_SUBSCRIPTIONS_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_SUBSCRIPTIONS_RESPONSE_503_ERROR_CODE_VALUES!r}")
