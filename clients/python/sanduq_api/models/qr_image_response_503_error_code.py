from typing import Literal

QrImageResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

QR_IMAGE_RESPONSE_503_ERROR_CODE_VALUES: set[QrImageResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_qr_image_response_503_error_code(value: str) -> QrImageResponse503ErrorCode:
    if value in QR_IMAGE_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QR_IMAGE_RESPONSE_503_ERROR_CODE_VALUES!r}")
