from typing import Literal

SubscriptionListSubscriptionsItemCancellationReasonType2Type1 = Literal['payment_failed', 'requested']

SUBSCRIPTION_LIST_SUBSCRIPTIONS_ITEM_CANCELLATION_REASON_TYPE_2_TYPE_1_VALUES: set[SubscriptionListSubscriptionsItemCancellationReasonType2Type1] = { 'payment_failed', 'requested',  }

def check_subscription_list_subscriptions_item_cancellation_reason_type_2_type_1(value: str) -> SubscriptionListSubscriptionsItemCancellationReasonType2Type1:
    if value in SUBSCRIPTION_LIST_SUBSCRIPTIONS_ITEM_CANCELLATION_REASON_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SUBSCRIPTION_LIST_SUBSCRIPTIONS_ITEM_CANCELLATION_REASON_TYPE_2_TYPE_1_VALUES!r}")
