from typing import Literal

AdminSetMerchantStatusResponse404ErrorCode = Literal['MERCHANT_NOT_FOUND']

ADMIN_SET_MERCHANT_STATUS_RESPONSE_404_ERROR_CODE_VALUES: set[AdminSetMerchantStatusResponse404ErrorCode] = { 'MERCHANT_NOT_FOUND',  }

def check_admin_set_merchant_status_response_404_error_code(value: str) -> AdminSetMerchantStatusResponse404ErrorCode:
    if value in ADMIN_SET_MERCHANT_STATUS_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_SET_MERCHANT_STATUS_RESPONSE_404_ERROR_CODE_VALUES!r}")
