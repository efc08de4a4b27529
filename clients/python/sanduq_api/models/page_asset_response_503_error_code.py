from typing import Literal

PageAssetResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

PAGE_ASSET_RESPONSE_503_ERROR_CODE_VALUES: set[PageAssetResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_page_asset_response_503_error_code(value: str) -> PageAssetResponse503ErrorCode:
    if value in PAGE_ASSET_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAGE_ASSET_RESPONSE_503_ERROR_CODE_VALUES!r}")
