from typing import Literal

QrCodeFormat = Literal['png', 'svg']

QR_CODE_FORMAT_VALUES: set[QrCodeFormat] = { 'png', 'svg',  }

def check_qr_code_format(value: str) -> QrCodeFormat:
    if value in QR_CODE_FORMAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QR_CODE_FORMAT_VALUES!r}")
