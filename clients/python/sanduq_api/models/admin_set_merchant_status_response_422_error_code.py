from typing import Literal

AdminSetMerchantStatusResponse422ErrorCode = Literal['VALIDATION_ERROR']

ADMIN_SET_MERCHANT_STATUS_RESPONSE_422_ERROR_CODE_VALUES: set[AdminSetMerchantStatusResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_admin_set_merchant_status_response_422_error_code(value: str) -> AdminSetMerchantStatusResponse422ErrorCode:
    if value in ADMIN_SET_MERCHANT_STATUS_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_SET_MERCHANT_STATUS_RESPONSE_422_ERROR_CODE_VALUES!r}")
