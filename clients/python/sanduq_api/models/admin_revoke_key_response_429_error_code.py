from typing import Literal

AdminRevokeKeyResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ADMIN_REVOKE_KEY_RESPONSE_429_ERROR_CODE_VALUES: set[AdminRevokeKeyResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_admin_revoke_key_response_429_error_code(value: str) -> AdminRevokeKeyResponse429ErrorCode:
    if value in ADMIN_REVOKE_KEY_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_REVOKE_KEY_RESPONSE_429_ERROR_CODE_VALUES!r}")
