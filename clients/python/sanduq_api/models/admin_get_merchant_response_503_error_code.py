from typing import Literal

AdminGetMerchantResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_GET_MERCHANT_RESPONSE_503_ERROR_CODE_VALUES: set[AdminGetMerchantResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_get_merchant_response_503_error_code(value: str) -> AdminGetMerchantResponse503ErrorCode:
    if value in ADMIN_GET_MERCHANT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_GET_MERCHANT_RESPONSE_503_ERROR_CODE_VALUES!r}")
