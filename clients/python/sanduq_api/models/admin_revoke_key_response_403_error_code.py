from typing import Literal

AdminRevokeKeyResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_REVOKE_KEY_RESPONSE_403_ERROR_CODE_VALUES: set[AdminRevokeKeyResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_revoke_key_response_403_error_code(value: str) -> AdminRevokeKeyResponse403ErrorCode:
    if value in ADMIN_REVOKE_KEY_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_REVOKE_KEY_RESPONSE_403_ERROR_CODE_VALUES!r}")
