from typing import Literal

AdminSetMerchantStatusResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_SET_MERCHANT_STATUS_RESPONSE_503_ERROR_CODE_VALUES: set[AdminSetMerchantStatusResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_set_merchant_status_response_503_error_code(value: str) -> AdminSetMerchantStatusResponse503ErrorCode:
    if value in ADMIN_SET_MERCHANT_STATUS_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_SET_MERCHANT_STATUS_RESPONSE_503_ERROR_CODE_VALUES!r}")
