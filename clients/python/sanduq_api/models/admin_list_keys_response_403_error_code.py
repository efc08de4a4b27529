from typing import Literal

AdminListKeysResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_LIST_KEYS_RESPONSE_403_ERROR_CODE_VALUES: set[AdminListKeysResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_list_keys_response_403_error_code(value: str) -> AdminListKeysResponse403ErrorCode:
    if value in ADMIN_LIST_KEYS_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_LIST_KEYS_RESPONSE_403_ERROR_CODE_VALUES!r}")
