from typing import Literal

SubscriptionListSubscriptionsItemCancellationReasonType3Type1 = Literal['payment_failed', 'requested']

SUBSCRIPTION_LIST_SUBSCRIPTIONS_ITEM_CANCELLATION_REASON_TYPE_3_TYPE_1_VALUES: set[SubscriptionListSubscriptionsItemCancellationReasonType3Type1] = { 'payment_failed', 'requested',  }

def check_subscription_list_subscriptions_item_cancellation_reason_type_3_type_1(value: str) -> SubscriptionListSubscriptionsItemCancellationReasonType3Type1:
    if value in SUBSCRIPTION_LIST_SUBSCRIPTIONS_ITEM_CANCELLATION_REASON_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SUBSCRIPTION_LIST_SUBSCRIPTIONS_ITEM_CANCELLATION_REASON_TYPE_3_TYPE_1_VALUES!r}")
