from typing import Literal

SubscriptionListSubscriptionsItemCurrency = Literal['IQD', 'USD']

SUBSCRIPTION_LIST_SUBSCRIPTIONS_ITEM_CURRENCY_VALUES: set[SubscriptionListSubscriptionsItemCurrency] = { 'IQD', 'USD',  }

def check_subscription_list_subscriptions_item_currency(value: str) -> SubscriptionListSubscriptionsItemCurrency:
    if value in SUBSCRIPTION_LIST_SUBSCRIPTIONS_ITEM_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SUBSCRIPTION_LIST_SUBSCRIPTIONS_ITEM_CURRENCY_VALUES!r}")
