from typing import Literal

SubscriptionListSubscriptionsItemStatus = Literal['active', 'canceled', 'past_due', 'paused', 'trialing']

SUBSCRIPTION_LIST_SUBSCRIPTIONS_ITEM_STATUS_VALUES: set[SubscriptionListSubscriptionsItemStatus] = { 'active', 'canceled', 'past_due', 'paused', 'trialing',  }

def check_subscription_list_subscriptions_item_status(value: str) -> SubscriptionListSubscriptionsItemStatus:
    if value in SUBSCRIPTION_LIST_SUBSCRIPTIONS_ITEM_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SUBSCRIPTION_LIST_SUBSCRIPTIONS_ITEM_STATUS_VALUES!r}")
