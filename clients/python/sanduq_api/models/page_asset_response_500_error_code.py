from typing import Literal

PageAssetResponse500ErrorCode = Literal['SERVER_ERROR']

PAGE_ASSET_RESPONSE_500_ERROR_CODE_VALUES: set[PageAssetResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_page_asset_response_500_error_code(value: str) -> PageAssetResponse500ErrorCode:
    if value in PAGE_ASSET_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAGE_ASSET_RESPONSE_500_ERROR_CODE_VALUES!r}")
