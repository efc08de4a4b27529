from typing import Literal

QrCodeStatus = Literal['completed', 'expired', 'failed', 'pending']

QR_CODE_STATUS_VALUES: set[QrCodeStatus] = { 'completed', 'expired', 'failed', 'pending',  }

def check_qr_code_status(value: str) -> QrCodeStatus:
    if value in QR_CODE_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QR_CODE_STATUS_VALUES!r}")
