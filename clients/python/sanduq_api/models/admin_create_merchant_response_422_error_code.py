from typing import Literal

AdminCreateMerchantResponse422ErrorCode = Literal['VALIDATION_ERROR']

ADMIN_CREATE_MERCHANT_RESPONSE_422_ERROR_CODE_VALUES: set[AdminCreateMerchantResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_admin_create_merchant_response_422_error_code(value: str) -> AdminCreateMerchantResponse422ErrorCode:
    if value in ADMIN_CREATE_MERCHANT_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_CREATE_MERCHANT_RESPONSE_422_ERROR_CODE_VALUES!r}")
