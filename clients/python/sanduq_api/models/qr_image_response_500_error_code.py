from typing import Literal

QrImageResponse500ErrorCode = Literal['SERVER_ERROR']

QR_IMAGE_RESPONSE_500_ERROR_CODE_VALUES: set[QrImageResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_qr_image_response_500_error_code(value: str) -> QrImageResponse500ErrorCode:
    if value in QR_IMAGE_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QR_IMAGE_RESPONSE_500_ERROR_CODE_VALUES!r}")
