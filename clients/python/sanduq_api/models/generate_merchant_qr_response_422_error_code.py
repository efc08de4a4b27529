from typing import Literal

GenerateMerchantQrResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR']

GENERATE_MERCHANT_QR_RESPONSE_422_ERROR_CODE_VALUES: set[GenerateMerchantQrResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR',  }

def check_generate_merchant_qr_response_422_error_code(value: str) -> GenerateMerchantQrResponse422ErrorCode:
    if value in GENERATE_MERCHANT_QR_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GENERATE_MERCHANT_QR_RESPONSE_422_ERROR_CODE_VALUES!r}")
