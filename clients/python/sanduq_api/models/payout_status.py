from typing import Literal

PayoutStatus = Literal['failed', 'paid', 'pending']

PAYOUT_STATUS_VALUES: set[PayoutStatus] = { 'failed', 'paid', 'pending',  }

def check_payout_status(value: str) -> PayoutStatus:
    if value in PAYOUT_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAYOUT_STATUS_VALUES!r}")
