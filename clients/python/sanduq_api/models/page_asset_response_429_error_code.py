from typing import Literal

PageAssetResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

PAGE_ASSET_RESPONSE_429_ERROR_CODE_VALUES: set[PageAssetResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_page_asset_response_429_error_code(value: str) -> PageAssetResponse429ErrorCode:
    if value in PAGE_ASSET_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAGE_ASSET_RESPONSE_429_ERROR_CODE_VALUES!r}")
