from typing import Literal

AdminGetMerchantResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_GET_MERCHANT_RESPONSE_403_ERROR_CODE_VALUES: set[AdminGetMerchantResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_get_merchant_response_403_error_code(value: str) -> AdminGetMerchantResponse403ErrorCode:
    if value in ADMIN_GET_MERCHANT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_GET_MERCHANT_RESPONSE_403_ERROR_CODE_VALUES!r}")
