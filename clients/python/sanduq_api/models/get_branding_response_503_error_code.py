from typing import Literal

GetBrandingResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

GET_BRANDING_RESPONSE_503_ERROR_CODE_VALUES: set[GetBrandingResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_get_branding_response_503_error_code(value: str) -> GetBrandingResponse503ErrorCode:
    if value in GET_BRANDING_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_BRANDING_RESPONSE_503_ERROR_CODE_VALUES!r}")
