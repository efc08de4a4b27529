from typing import Literal

ErrorSERVICEUNAVAILABLEErrorCode = Literal['SERVICE_UNAVAILABLE']

ERROR_SERVICEUNAVAILABLE_ERROR_CODE_VALUES: set[ErrorSERVICEUNAVAILABLEErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_error_serviceunavailable_error_code(value: str) -> ErrorSERVICEUNAVAILABLEErrorCode:
    if value in ERROR_SERVICEUNAVAILABLE_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_SERVICEUNAVAILABLE_ERROR_CODE_VALUES!r}")
