from typing import Literal

AdminCreateMerchantResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_CREATE_MERCHANT_RESPONSE_500_ERROR_CODE_VALUES: set[AdminCreateMerchantResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_create_merchant_response_500_error_code(value: str) -> AdminCreateMerchantResponse500ErrorCode:
    if value in ADMIN_CREATE_MERCHANT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_CREATE_MERCHANT_RESPONSE_500_ERROR_CODE_VALUES!r}")
