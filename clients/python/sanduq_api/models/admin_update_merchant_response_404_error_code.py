from typing import Literal

AdminUpdateMerchantResponse404ErrorCode = Literal['MERCHANT_NOT_FOUND']

ADMIN_UPDATE_MERCHANT_RESPONSE_404_ERROR_CODE_VALUES: set[AdminUpdateMerchantResponse404ErrorCode] = { 'MERCHANT_NOT_FOUND',  }

def check_admin_update_merchant_response_404_error_code(value: str) -> AdminUpdateMerchantResponse404ErrorCode:
    if value in ADMIN_UPDATE_MERCHANT_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_UPDATE_MERCHANT_RESPONSE_404_ERROR_CODE_VALUES!r}")
