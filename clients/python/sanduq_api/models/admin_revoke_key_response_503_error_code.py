from typing import Literal

AdminRevokeKeyResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_REVOKE_KEY_RESPONSE_503_ERROR_CODE_VALUES: set[AdminRevokeKeyResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_revoke_key_response_503_error_code(value: str) -> AdminRevokeKeyResponse503ErrorCode:
    if value in ADMIN_REVOKE_KEY_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_REVOKE_KEY_RESPONSE_503_ERROR_CODE_VALUES!r}")
