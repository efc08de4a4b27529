from typing import Literal

GetPublicLinkResponse500ErrorCode = Literal['SERVER_ERROR']

GET_PUBLIC_LINK_RESPONSE_500_ERROR_CODE_VALUES: set[GetPublicLinkResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_get_public_link_response_500_error_code(value: str) -> GetPublicLinkResponse500ErrorCode:
    if value in GET_PUBLIC_LINK_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PUBLIC_LINK_RESPONSE_500_ERROR_CODE_VALUES!r}")
