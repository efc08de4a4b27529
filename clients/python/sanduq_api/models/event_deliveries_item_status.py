from typing import Literal

EventDeliveriesItemStatus = Literal['delivered', 'failed', 'pending']

EVENT_DELIVERIES_ITEM_STATUS_VALUES: set[EventDeliveriesItemStatus] = { 'delivered', 'failed', 'pending',  }

def check_event_deliveries_item_status(value: str) -> EventDeliveriesItemStatus:
    if value in EVENT_DELIVERIES_ITEM_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {EVENT_DELIVERIES_ITEM_STATUS_VALUES!r}")
