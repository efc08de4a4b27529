from typing import Literal

AdminCreateMerchantResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_CREATE_MERCHANT_RESPONSE_503_ERROR_CODE_VALUES: set[AdminCreateMerchantResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_create_merchant_response_503_error_code(value: str) -> AdminCreateMerchantResponse503ErrorCode:
    if value in ADMIN_CREATE_MERCHANT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_CREATE_MERCHANT_RESPONSE_503_ERROR_CODE_VALUES!r}")
