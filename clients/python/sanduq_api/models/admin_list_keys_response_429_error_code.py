from typing import Literal

AdminListKeysResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ADMIN_LIST_KEYS_RESPONSE_429_ERROR_CODE_VALUES: set[AdminListKeysResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_admin_list_keys_response_429_error_code(value: str) -> AdminListKeysResponse429ErrorCode:
    if value in ADMIN_LIST_KEYS_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_LIST_KEYS_RESPONSE_429_ERROR_CODE_VALUES!r}")
