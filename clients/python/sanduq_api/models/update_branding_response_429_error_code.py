from typing import Literal

UpdateBrandingResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

UPDATE_BRANDING_RESPONSE_429_ERROR_CODE_VALUES: set[UpdateBrandingResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_update_branding_response_429_error_code(value: str) -> UpdateBrandingResponse429ErrorCode:
    if value in UPDATE_BRANDING_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_BRANDING_RESPONSE_429_ERROR_CODE_VALUES!r}")
