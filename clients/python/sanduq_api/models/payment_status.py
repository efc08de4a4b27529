from typing import Literal

PaymentStatus = Literal['cancelled', 'completed', 'created', 'expired', 'failed', 'partially_refunded', 'refunded', 'reserved']

PAYMENT_STATUS_VALUES: set[PaymentStatus] = { 'cancelled', 'completed', 'created', 'expired', 'failed', 'partially_refunded', 'refunded', 'reserved',  }

def check_payment_status(value: str) -> PaymentStatus:
    if value in PAYMENT_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAYMENT_STATUS_VALUES!r}")
