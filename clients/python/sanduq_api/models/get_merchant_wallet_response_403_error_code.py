from typing import Literal

GetMerchantWalletResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

GET_MERCHANT_WALLET_RESPONSE_403_ERROR_CODE_VALUES: set[GetMerchantWalletResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_get_merchant_wallet_response_403_error_code(value: str) -> GetMerchantWalletResponse403ErrorCode:
    if value in GET_MERCHANT_WALLET_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_MERCHANT_WALLET_RESPONSE_403_ERROR_CODE_VALUES!r}")
