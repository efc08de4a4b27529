from typing import Literal

PaymentLinkStatus = Literal['active', 'deactivated', 'expired', 'max_uses_reached']

PAYMENT_LINK_STATUS_VALUES: set[PaymentLinkStatus] = { 'active', 'deactivated', 'expired', 'max_uses_reached',  }

def check_payment_link_status(value: str) -> PaymentLinkStatus:
    if value in PAYMENT_LINK_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAYMENT_LINK_STATUS_VALUES!r}")
