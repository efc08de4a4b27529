from typing import Literal

UpdateBrandingResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

UPDATE_BRANDING_RESPONSE_409_ERROR_CODE_VALUES: set[UpdateBrandingResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_update_branding_response_409_error_code(value: str) -> UpdateBrandingResponse409ErrorCode:
    if value in UPDATE_BRANDING_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_BRANDING_RESPONSE_409_ERROR_CODE_VALUES!r}")
