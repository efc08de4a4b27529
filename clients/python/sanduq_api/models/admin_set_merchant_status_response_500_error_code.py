from typing import Literal

AdminSetMerchantStatusResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_SET_MERCHANT_STATUS_RESPONSE_500_ERROR_CODE_VALUES: set[AdminSetMerchantStatusResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_set_merchant_status_response_500_error_code(value: str) -> AdminSetMerchantStatusResponse500ErrorCode:
    if value in ADMIN_SET_MERCHANT_STATUS_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_SET_MERCHANT_STATUS_RESPONSE_500_ERROR_CODE_VALUES!r}")
