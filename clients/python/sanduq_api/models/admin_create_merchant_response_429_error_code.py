from typing import Literal

AdminCreateMerchantResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ADMIN_CREATE_MERCHANT_RESPONSE_429_ERROR_CODE_VALUES: set[AdminCreateMerchantResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_admin_create_merchant_response_429_error_code(value: str) -> AdminCreateMerchantResponse429ErrorCode:
    if value in ADMIN_CREATE_MERCHANT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_CREATE_MERCHANT_RESPONSE_429_ERROR_CODE_VALUES!r}")
