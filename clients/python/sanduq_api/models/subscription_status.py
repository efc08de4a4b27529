from typing import Literal

SubscriptionStatus = Literal['active', 'canceled', 'past_due', 'paused', 'trialing']

SUBSCRIPTION_STATUS_VALUES: set[SubscriptionStatus] = { 'active', 'canceled', 'past_due', 'paused', 'trialing',  }

def check_subscription_status(value: str) -> SubscriptionStatus:
    if value in SUBSCRIPTION_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SUBSCRIPTION_STATUS_VALUES!r}")
