from typing import Literal

ErrorWALLETNOTFOUNDErrorCode = Literal['WALLET_NOT_FOUND']

ERROR_WALLETNOTFOUND_ERROR_CODE_VALUES: set[ErrorWALLETNOTFOUNDErrorCode] = { 'WALLET_NOT_FOUND',  }

def check_error_walletnotfound_error_code(value: str) -> ErrorWALLETNOTFOUNDErrorCode:
    if value in ERROR_WALLETNOTFOUND_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_WALLETNOTFOUND_ERROR_CODE_VALUES!r}")
