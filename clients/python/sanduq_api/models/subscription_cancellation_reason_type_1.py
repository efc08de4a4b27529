from typing import Literal

SubscriptionCancellationReasonType1 = Literal['payment_failed', 'requested']

SUBSCRIPTION_CANCELLATION_REASON_TYPE_1_VALUES: set[SubscriptionCancellationReasonType1] = { 'payment_failed', 'requested',  }

def check_subscription_cancellation_reason_type_1(value: str) -> SubscriptionCancellationReasonType1:
    if value in SUBSCRIPTION_CANCELLATION_REASON_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SUBSCRIPTION_CANCELLATION_REASON_TYPE_1_VALUES!r}")
