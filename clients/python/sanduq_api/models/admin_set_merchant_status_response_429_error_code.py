from typing import Literal

AdminSetMerchantStatusResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ADMIN_SET_MERCHANT_STATUS_RESPONSE_429_ERROR_CODE_VALUES: set[AdminSetMerchantStatusResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_admin_set_merchant_status_response_429_error_code(value: str) -> AdminSetMerchantStatusResponse429ErrorCode:
    if value in ADMIN_SET_MERCHANT_STATUS_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_SET_MERCHANT_STATUS_RESPONSE_429_ERROR_CODE_VALUES!r}")
