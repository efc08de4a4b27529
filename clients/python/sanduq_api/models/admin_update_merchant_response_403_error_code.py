from typing import Literal

AdminUpdateMerchantResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_UPDATE_MERCHANT_RESPONSE_403_ERROR_CODE_VALUES: set[AdminUpdateMerchantResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_update_merchant_response_403_error_code(value: str) -> AdminUpdateMerchantResponse403ErrorCode:
    if value in ADMIN_UPDATE_MERCHANT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_UPDATE_MERCHANT_RESPONSE_403_ERROR_CODE_VALUES!r}")
