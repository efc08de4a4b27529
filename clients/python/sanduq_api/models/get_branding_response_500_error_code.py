from typing import Literal

GetBrandingResponse500ErrorCode = Literal['SERVER_ERROR']

GET_BRANDING_RESPONSE_500_ERROR_CODE_VALUES: set[GetBrandingResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_get_branding_response_500_error_code(value: str) -> GetBrandingResponse500ErrorCode:
    if value in GET_BRANDING_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_BRANDING_RESPONSE_500_ERROR_CODE_VALUES!r}")
