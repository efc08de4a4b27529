from typing import Literal

AdminGetMerchantResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ADMIN_GET_MERCHANT_RESPONSE_429_ERROR_CODE_VALUES: set[AdminGetMerchantResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_admin_get_merchant_response_429_error_code(value: str) -> AdminGetMerchantResponse429ErrorCode:
    if value in ADMIN_GET_MERCHANT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_GET_MERCHANT_RESPONSE_429_ERROR_CODE_VALUES!r}")
