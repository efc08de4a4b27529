from typing import Literal

AdminListKeysResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_LIST_KEYS_RESPONSE_500_ERROR_CODE_VALUES: set[AdminListKeysResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_list_keys_response_500_error_code(value: str) -> AdminListKeysResponse500ErrorCode:
    if value in ADMIN_LIST_KEYS_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_LIST_KEYS_RESPONSE_500_ERROR_CODE_VALUES!r}")
