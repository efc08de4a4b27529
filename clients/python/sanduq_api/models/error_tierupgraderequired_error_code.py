from typing import Literal

ErrorTIERUPGRADEREQUIREDErrorCode = Literal['TIER_UPGRADE_REQUIRED']

ERROR_TIERUPGRADEREQUIRED_ERROR_CODE_VALUES: set[ErrorTIERUPGRADEREQUIREDErrorCode] = { 'TIER_UPGRADE_REQUIRED',  }

def check_error_tierupgraderequired_error_code(value: str) -> ErrorTIERUPGRADEREQUIREDErrorCode:
    if value in ERROR_TIERUPGRADEREQUIRED_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_TIERUPGRADEREQUIRED_ERROR_CODE_VALUES!r}")
