from typing import Literal

ErrorWALLETBUSYErrorCode = Literal['WALLET_BUSY']

ERROR_WALLETBUSY_ERROR_CODE_VALUES: set[ErrorWALLETBUSYErrorCode] = { 'WALLET_BUSY',  }

def check_error_walletbusy_error_code(value: str) -> ErrorWALLETBUSYErrorCode:
    if value in ERROR_WALLETBUSY_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_WALLETBUSY_ERROR_CODE_VALUES!r}")
