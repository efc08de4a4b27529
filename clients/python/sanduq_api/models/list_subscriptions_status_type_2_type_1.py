from typing import Literal

ListSubscriptionsStatusType2Type1 = Literal['active', 'canceled', 'past_due', 'paused', 'trialing']

LIST_SUBSCRIPTIONS_STATUS_TYPE_2_TYPE_1_VALUES: set[ListSubscriptionsStatusType2Type1] = { 'active', 'canceled', 'past_due', 'paused', 'trialing',  }

def check_list_subscriptions_status_type_2_type_1(value: str) -> ListSubscriptionsStatusType2Type1:
    if value in LIST_SUBSCRIPTIONS_STATUS_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_SUBSCRIPTIONS_STATUS_TYPE_2_TYPE_1_VALUES!r}")
