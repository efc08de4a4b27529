from typing import Literal

ListEventsDeliveryType2Type1 = Literal['failed']

LIST_EVENTS_DELIVERY_TYPE_2_TYPE_1_VALUES: set[ListEventsDeliveryType2Type1] = { 'failed',  }

def check_list_events_delivery_type_2_type_1(value: str) -> ListEventsDeliveryType2Type1:
    if value in LIST_EVENTS_DELIVERY_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_EVENTS_DELIVERY_TYPE_2_TYPE_1_VALUES!r}")
