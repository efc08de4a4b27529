from typing import Literal

QrPaidStatus = Literal['completed', 'expired', 'failed', 'pending']

QR_PAID_STATUS_VALUES: set[QrPaidStatus] = { 'completed', 'expired', 'failed', 'pending',  }

def check_qr_paid_status(value: str) -> QrPaidStatus:
    if value in QR_PAID_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QR_PAID_STATUS_VALUES!r}")
