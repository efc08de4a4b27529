from typing import Literal

GenerateMerchantQrResponse500ErrorCode = Literal['SERVER_ERROR']

GENERATE_MERCHANT_QR_RESPONSE_500_ERROR_CODE_VALUES: set[GenerateMerchantQrResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_generate_merchant_qr_response_500_error_code(value: str) -> GenerateMerchantQrResponse500ErrorCode:
    if value in GENERATE_MERCHANT_QR_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GENERATE_MERCHANT_QR_RESPONSE_500_ERROR_CODE_VALUES!r}")
