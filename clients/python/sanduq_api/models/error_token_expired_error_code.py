from typing import Literal

ErrorTokenExpiredErrorCode = Literal['token_expired']

ERROR_TOKEN_EXPIRED_ERROR_CODE_VALUES: set[ErrorTokenExpiredErrorCode] = { 'token_expired',  }

def check_error_token_expired_error_code(value: str) -> ErrorTokenExpiredErrorCode:
    if value in ERROR_TOKEN_EXPIRED_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_TOKEN_EXPIRED_ERROR_CODE_VALUES!r}")
