from typing import Literal

AdminUpdateMerchantResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_UPDATE_MERCHANT_RESPONSE_503_ERROR_CODE_VALUES: set[AdminUpdateMerchantResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_update_merchant_response_503_error_code(value: str) -> AdminUpdateMerchantResponse503ErrorCode:
    if value in ADMIN_UPDATE_MERCHANT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_UPDATE_MERCHANT_RESPONSE_503_ERROR_CODE_VALUES!r}")
