from typing import Literal

UpdateBrandingResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

UPDATE_BRANDING_RESPONSE_403_ERROR_CODE_VALUES: set[UpdateBrandingResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_update_branding_response_403_error_code(value: str) -> UpdateBrandingResponse403ErrorCode:
    if value in UPDATE_BRANDING_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_BRANDING_RESPONSE_403_ERROR_CODE_VALUES!r}")
