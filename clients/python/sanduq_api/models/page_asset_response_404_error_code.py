from typing import Literal

PageAssetResponse404ErrorCode = Literal['NOT_FOUND']

PAGE_ASSET_RESPONSE_404_ERROR_CODE_VALUES: set[PageAssetResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_page_asset_response_404_error_code(value: str) -> PageAssetResponse404ErrorCode:
    if value in PAGE_ASSET_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAGE_ASSET_RESPONSE_404_ERROR_CODE_VALUES!r}")
