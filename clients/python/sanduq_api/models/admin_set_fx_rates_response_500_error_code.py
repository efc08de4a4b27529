from typing import Literal

AdminSetFxRatesResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_SET_FX_RATES_RESPONSE_500_ERROR_CODE_VALUES: set[AdminSetFxRatesResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_set_fx_rates_response_500_error_code(value: str) -> AdminSetFxRatesResponse500ErrorCode:
    if value in ADMIN_SET_FX_RATES_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_SET_FX_RATES_RESPONSE_500_ERROR_CODE_VALUES!r}")
