from typing import Literal

QrImageResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

QR_IMAGE_RESPONSE_429_ERROR_CODE_VALUES: set[QrImageResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_qr_image_response_429_error_code(value: str) -> QrImageResponse429ErrorCode:
    if value in QR_IMAGE_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QR_IMAGE_RESPONSE_429_ERROR_CODE_VALUES!r}")
