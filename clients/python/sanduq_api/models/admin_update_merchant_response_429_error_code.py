from typing import Literal

AdminUpdateMerchantResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ADMIN_UPDATE_MERCHANT_RESPONSE_429_ERROR_CODE_VALUES: set[AdminUpdateMerchantResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_admin_update_merchant_response_429_error_code(value: str) -> AdminUpdateMerchantResponse429ErrorCode:
    if value in ADMIN_UPDATE_MERCHANT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_UPDATE_MERCHANT_RESPONSE_429_ERROR_CODE_VALUES!r}")
