from typing import Literal

ListSubscriptionsResponse422ErrorCode = Literal['VALIDATION_ERROR']

LIST_SUBSCRIPTIONS_RESPONSE_422_ERROR_CODE_VALUES: set[ListSubscriptionsResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_list_subscriptions_response_422_error_code(value: str) -> ListSubscriptionsResponse422ErrorCode:
    if value in LIST_SUBSCRIPTIONS_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_SUBSCRIPTIONS_RESPONSE_422_ERROR_CODE_VALUES!r}")
