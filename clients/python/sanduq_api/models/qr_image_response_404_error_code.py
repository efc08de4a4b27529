from typing import Literal

QrImageResponse404ErrorCode = Literal['NOT_FOUND']

QR_IMAGE_RESPONSE_404_ERROR_CODE_VALUES: set[QrImageResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_qr_image_response_404_error_code(value: str) -> QrImageResponse404ErrorCode:
    if value in QR_IMAGE_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QR_IMAGE_RESPONSE_404_ERROR_CODE_VALUES!r}")
