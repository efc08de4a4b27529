from typing import Literal

AdminCreateMerchantResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_CREATE_MERCHANT_RESPONSE_403_ERROR_CODE_VALUES: set[AdminCreateMerchantResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_create_merchant_response_403_error_code(value: str) -> AdminCreateMerchantResponse403ErrorCode:
    if value in ADMIN_CREATE_MERCHANT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_CREATE_MERCHANT_RESPONSE_403_ERROR_CODE_VALUES!r}")
