from typing import Literal

BrowserSdkResponse500ErrorCode = Literal['SERVER_ERROR']

BROWSER_SDK_RESPONSE_500_ERROR_CODE_VALUES: set[BrowserSdkResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_browser_sdk_response_500_error_code(value: str) -> BrowserSdkResponse500ErrorCode:
    if value in BROWSER_SDK_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BROWSER_SDK_RESPONSE_500_ERROR_CODE_VALUES!r}")
