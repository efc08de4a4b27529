from typing import Literal

UpdateBrandingResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

UPDATE_BRANDING_RESPONSE_503_ERROR_CODE_VALUES: set[UpdateBrandingResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_update_branding_response_503_error_code(value: str) -> UpdateBrandingResponse503ErrorCode:
    if value in UPDATE_BRANDING_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_BRANDING_RESPONSE_503_ERROR_CODE_VALUES!r}")
