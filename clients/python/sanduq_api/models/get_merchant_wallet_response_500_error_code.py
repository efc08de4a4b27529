from typing import Literal

GetMerchantWalletResponse500ErrorCode = Literal['SERVER_ERROR']

GET_MERCHANT_WALLET_RESPONSE_500_ERROR_CODE_VALUES: set[GetMerchantWalletResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_get_merchant_wallet_response_500_error_code(value: str) -> GetMerchantWalletResponse500ErrorCode:
    if value in GET_MERCHANT_WALLET_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_MERCHANT_WALLET_RESPONSE_500_ERROR_CODE_VALUES!r}")
