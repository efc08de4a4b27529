from typing import Literal

ListEventsDeliveryType1 = Literal['failed']

LIST_EVENTS_DELIVERY_TYPE_1_VALUES: set[ListEventsDeliveryType1] = { 'failed',  }

def check_list_events_delivery_type_1(value: str) -> ListEventsDeliveryType1:
    if value in LIST_EVENTS_DELIVERY_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_EVENTS_DELIVERY_TYPE_1_VALUES!r}")
