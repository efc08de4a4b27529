from typing import Literal

AdminUpdateMerchantResponse422ErrorCode = Literal['VALIDATION_ERROR']

ADMIN_UPDATE_MERCHANT_RESPONSE_422_ERROR_CODE_VALUES: set[AdminUpdateMerchantResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_admin_update_merchant_response_422_error_code(value: str) -> AdminUpdateMerchantResponse422ErrorCode:
    if value in ADMIN_UPDATE_MERCHANT_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_UPDATE_MERCHANT_RESPONSE_422_ERROR_CODE_VALUES!r}")
