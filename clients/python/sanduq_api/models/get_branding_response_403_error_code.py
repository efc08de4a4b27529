from typing import Literal

GetBrandingResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

GET_BRANDING_RESPONSE_403_ERROR_CODE_VALUES: set[GetBrandingResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_get_branding_response_403_error_code(value: str) -> GetBrandingResponse403ErrorCode:
    if value in GET_BRANDING_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_BRANDING_RESPONSE_403_ERROR_CODE_VALUES!r}")
