from typing import Literal

GenerateMerchantQrResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

GENERATE_MERCHANT_QR_RESPONSE_503_ERROR_CODE_VALUES: set[GenerateMerchantQrResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_generate_merchant_qr_response_503_error_code(value: str) -> GenerateMerchantQrResponse503ErrorCode:
    if value in GENERATE_MERCHANT_QR_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GENERATE_MERCHANT_QR_RESPONSE_503_ERROR_CODE_VALUES!r}")
