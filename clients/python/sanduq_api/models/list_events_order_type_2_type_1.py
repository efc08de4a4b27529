from typing import Literal

ListEventsOrderType2Type1 = Literal['asc', 'desc']

LIST_EVENTS_ORDER_TYPE_2_TYPE_1_VALUES: set[ListEventsOrderType2Type1] = { 'asc', 'desc',  }

def check_list_events_order_type_2_type_1(value: str) -> ListEventsOrderType2Type1:
    if value in LIST_EVENTS_ORDER_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_EVENTS_ORDER_TYPE_2_TYPE_1_VALUES!r}")
