from typing import Literal

CorePaymentStatus = Literal['authorized', 'captured', 'expired', 'failed', 'partially_refunded', 'pending', 'refunded', 'voided']

CORE_PAYMENT_STATUS_VALUES: set[CorePaymentStatus] = { 'authorized', 'captured', 'expired', 'failed', 'partially_refunded', 'pending', 'refunded', 'voided',  }

def check_core_payment_status(value: str) -> CorePaymentStatus:
    if value in CORE_PAYMENT_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CORE_PAYMENT_STATUS_VALUES!r}")
