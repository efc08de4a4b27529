from typing import Literal

AdminSetMerchantStatusResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_SET_MERCHANT_STATUS_RESPONSE_403_ERROR_CODE_VALUES: set[AdminSetMerchantStatusResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_set_merchant_status_response_403_error_code(value: str) -> AdminSetMerchantStatusResponse403ErrorCode:
    if value in ADMIN_SET_MERCHANT_STATUS_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_SET_MERCHANT_STATUS_RESPONSE_403_ERROR_CODE_VALUES!r}")
