from typing import Literal

ListEventsOrderType3Type1 = Literal['asc', 'desc']

LIST_EVENTS_ORDER_TYPE_3_TYPE_1_VALUES: set[ListEventsOrderType3Type1] = { 'asc', 'desc',  }

def check_list_events_order_type_3_type_1(value: str) -> ListEventsOrderType3Type1:
    if value in LIST_EVENTS_ORDER_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_EVENTS_ORDER_TYPE_3_TYPE_1_VALUES!r}")
