from typing import Literal

GetBrandingResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

GET_BRANDING_RESPONSE_429_ERROR_CODE_VALUES: set[GetBrandingResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_get_branding_response_429_error_code(value: str) -> GetBrandingResponse429ErrorCode:
    if value in GET_BRANDING_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_BRANDING_RESPONSE_429_ERROR_CODE_VALUES!r}")
