from typing import Literal

AdminListKeysResponse404ErrorCode = Literal['MERCHANT_NOT_FOUND']

ADMIN_LIST_KEYS_RESPONSE_404_ERROR_CODE_VALUES: set[AdminListKeysResponse404ErrorCode] = { 'MERCHANT_NOT_FOUND',  }

def check_admin_list_keys_response_404_error_code(value: str) -> AdminListKeysResponse404ErrorCode:
    if value in ADMIN_LIST_KEYS_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_LIST_KEYS_RESPONSE_404_ERROR_CODE_VALUES!r}")
