from typing import Literal

AdminSetFxRatesResponse422ErrorCode = Literal['VALIDATION_ERROR']

ADMIN_SET_FX_RATES_RESPONSE_422_ERROR_CODE_VALUES: set[AdminSetFxRatesResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_admin_set_fx_rates_response_422_error_code(value: str) -> AdminSetFxRatesResponse422ErrorCode:
    if value in ADMIN_SET_FX_RATES_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_SET_FX_RATES_RESPONSE_422_ERROR_CODE_VALUES!r}")
