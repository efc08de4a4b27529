from typing import Literal

AdminRevokeKeyResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_REVOKE_KEY_RESPONSE_500_ERROR_CODE_VALUES: set[AdminRevokeKeyResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_revoke_key_response_500_error_code(value: str) -> AdminRevokeKeyResponse500ErrorCode:
    if value in ADMIN_REVOKE_KEY_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_REVOKE_KEY_RESPONSE_500_ERROR_CODE_VALUES!r}")
