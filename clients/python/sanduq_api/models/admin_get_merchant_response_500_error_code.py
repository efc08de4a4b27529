from typing import Literal

AdminGetMerchantResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_GET_MERCHANT_RESPONSE_500_ERROR_CODE_VALUES: set[AdminGetMerchantResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_get_merchant_response_500_error_code(value: str) -> AdminGetMerchantResponse500ErrorCode:
    if value in ADMIN_GET_MERCHANT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_GET_MERCHANT_RESPONSE_500_ERROR_CODE_VALUES!r}")
