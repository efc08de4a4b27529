from typing import Literal

ResentDeliveryStatus = Literal['delivered', 'failed', 'pending']

RESENT_DELIVERY_STATUS_VALUES: set[ResentDeliveryStatus] = { 'delivered', 'failed', 'pending',  }

def check_resent_delivery_status(value: str) -> ResentDeliveryStatus:
    if value in RESENT_DELIVERY_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESENT_DELIVERY_STATUS_VALUES!r}")
