from typing import Literal

GenerateMerchantQrResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

GENERATE_MERCHANT_QR_RESPONSE_409_ERROR_CODE_VALUES: set[GenerateMerchantQrResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_generate_merchant_qr_response_409_error_code(value: str) -> GenerateMerchantQrResponse409ErrorCode:
    if value in GENERATE_MERCHANT_QR_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GENERATE_MERCHANT_QR_RESPONSE_409_ERROR_CODE_VALUES!r}")
