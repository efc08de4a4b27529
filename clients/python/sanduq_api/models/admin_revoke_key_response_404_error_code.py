from typing import Literal

AdminRevokeKeyResponse404ErrorCode = Literal['MERCHANT_NOT_FOUND', 'NOT_FOUND']

ADMIN_REVOKE_KEY_RESPONSE_404_ERROR_CODE_VALUES: set[AdminRevokeKeyResponse404ErrorCode] = { 'MERCHANT_NOT_FOUND', 'NOT_FOUND',  }

def check_admin_revoke_key_response_404_error_code(value: str) -> AdminRevokeKeyResponse404ErrorCode:
    if value in ADMIN_REVOKE_KEY_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_REVOKE_KEY_RESPONSE_404_ERROR_CODE_VALUES!r}")
