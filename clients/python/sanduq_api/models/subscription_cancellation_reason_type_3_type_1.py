from typing import Literal

SubscriptionCancellationReasonType3Type1 = Literal['payment_failed', 'requested']

SUBSCRIPTION_CANCELLATION_REASON_TYPE_3_TYPE_1_VALUES: set[SubscriptionCancellationReasonType3Type1] = { 'payment_failed', 'requested',  }

def check_subscription_cancellation_reason_type_3_type_1(value: str) -> SubscriptionCancellationReasonType3Type1:
    if value in SUBSCRIPTION_CANCELLATION_REASON_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SUBSCRIPTION_CANCELLATION_REASON_TYPE_3_TYPE_1_VALUES!r}")
