from typing import Literal

AdminUpdateMerchantResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_UPDATE_MERCHANT_RESPONSE_500_ERROR_CODE_VALUES: set[AdminUpdateMerchantResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_update_merchant_response_500_error_code(value: str) -> AdminUpdateMerchantResponse500ErrorCode:
    if value in ADMIN_UPDATE_MERCHANT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_UPDATE_MERCHANT_RESPONSE_500_ERROR_CODE_VALUES!r}")
