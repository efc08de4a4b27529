from typing import Literal

ListSubscriptionsStatusType3Type1 = Literal['active', 'canceled', 'past_due', 'paused', 'trialing']

LIST_SUBSCRIPTIONS_STATUS_TYPE_3_TYPE_1_VALUES: set[ListSubscriptionsStatusType3Type1] = { 'active', 'canceled', 'past_due', 'paused', 'trialing',  }

def check_list_subscriptions_status_type_3_type_1(value: str) -> ListSubscriptionsStatusType3Type1:
    if value in LIST_SUBSCRIPTIONS_STATUS_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_SUBSCRIPTIONS_STATUS_TYPE_3_TYPE_1_VALUES!r}")
