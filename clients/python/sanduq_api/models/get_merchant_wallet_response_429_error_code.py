from typing import Literal

GetMerchantWalletResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

GET_MERCHANT_WALLET_RESPONSE_429_ERROR_CODE_VALUES: set[GetMerchantWalletResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_get_merchant_wallet_response_429_error_code(value: str) -> GetMerchantWalletResponse429ErrorCode:
    if value in GET_MERCHANT_WALLET_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_MERCHANT_WALLET_RESPONSE_429_ERROR_CODE_VALUES!r}")
