from typing import Literal

AdminGetMerchantResponse404ErrorCode = Literal['MERCHANT_NOT_FOUND']

ADMIN_GET_MERCHANT_RESPONSE_404_ERROR_CODE_VALUES: set[AdminGetMerchantResponse404ErrorCode] = { 'MERCHANT_NOT_FOUND',  }

def check_admin_get_merchant_response_404_error_code(value: str) -> AdminGetMerchantResponse404ErrorCode:
    if value in ADMIN_GET_MERCHANT_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_GET_MERCHANT_RESPONSE_404_ERROR_CODE_VALUES!r}")
