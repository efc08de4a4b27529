from typing import Literal

UpdateBrandingResponse500ErrorCode = Literal['SERVER_ERROR']

UPDATE_BRANDING_RESPONSE_500_ERROR_CODE_VALUES: set[UpdateBrandingResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_update_branding_response_500_error_code(value: str) -> UpdateBrandingResponse500ErrorCode:
    if value in UPDATE_BRANDING_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_BRANDING_RESPONSE_500_ERROR_CODE_VALUES!r}")
