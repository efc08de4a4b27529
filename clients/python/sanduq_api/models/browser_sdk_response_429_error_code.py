from typing import Literal

BrowserSdkResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

BROWSER_SDK_RESPONSE_429_ERROR_CODE_VALUES: set[BrowserSdkResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_browser_sdk_response_429_error_code(value: str) -> BrowserSdkResponse429ErrorCode:
    if value in BROWSER_SDK_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BROWSER_SDK_RESPONSE_429_ERROR_CODE_VALUES!r}")
