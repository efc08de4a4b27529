from typing import Literal

AdminListKeysResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_LIST_KEYS_RESPONSE_503_ERROR_CODE_VALUES: set[AdminListKeysResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_list_keys_response_503_error_code(value: str) -> AdminListKeysResponse503ErrorCode:
    if value in ADMIN_LIST_KEYS_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_LIST_KEYS_RESPONSE_503_ERROR_CODE_VALUES!r}")
