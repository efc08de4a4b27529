from typing import Literal

BrowserSdkResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

BROWSER_SDK_RESPONSE_503_ERROR_CODE_VALUES: set[BrowserSdkResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_browser_sdk_response_503_error_code(value: str) -> BrowserSdkResponse503ErrorCode:
    if value in BROWSER_SDK_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BROWSER_SDK_RESPONSE_503_ERROR_CODE_VALUES!r}")
