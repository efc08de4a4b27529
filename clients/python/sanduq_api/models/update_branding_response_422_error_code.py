from typing import Literal

UpdateBrandingResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR']

UPDATE_BRANDING_RESPONSE_422_ERROR_CODE_VALUES: set[UpdateBrandingResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR',  }

def check_update_branding_response_422_error_code(value: str) -> UpdateBrandingResponse422ErrorCode:
    if value in UPDATE_BRANDING_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_BRANDING_RESPONSE_422_ERROR_CODE_VALUES!r}")
