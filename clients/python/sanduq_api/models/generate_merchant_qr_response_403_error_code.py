from typing import Literal

GenerateMerchantQrResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

GENERATE_MERCHANT_QR_RESPONSE_403_ERROR_CODE_VALUES: set[GenerateMerchantQrResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_generate_merchant_qr_response_403_error_code(value: str) -> GenerateMerchantQrResponse403ErrorCode:
    if value in GENERATE_MERCHANT_QR_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GENERATE_MERCHANT_QR_RESPONSE_403_ERROR_CODE_VALUES!r}")
