from typing import Literal

PaymentLinkDeactivatedStatus = Literal['deactivated']

PAYMENT_LINK_DEACTIVATED_STATUS_VALUES: set[PaymentLinkDeactivatedStatus] = { 'deactivated',  }

def check_payment_link_deactivated_status(value: str) -> PaymentLinkDeactivatedStatus:
    if value in PAYMENT_LINK_DEACTIVATED_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAYMENT_LINK_DEACTIVATED_STATUS_VALUES!r}")
