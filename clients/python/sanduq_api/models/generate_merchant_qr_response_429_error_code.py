from typing import Literal

GenerateMerchantQrResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

GENERATE_MERCHANT_QR_RESPONSE_429_ERROR_CODE_VALUES: set[GenerateMerchantQrResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_generate_merchant_qr_response_429_error_code(value: str) -> GenerateMerchantQrResponse429ErrorCode:
    if value in GENERATE_MERCHANT_QR_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GENERATE_MERCHANT_QR_RESPONSE_429_ERROR_CODE_VALUES!r}")
