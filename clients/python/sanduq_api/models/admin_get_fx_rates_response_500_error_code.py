from typing import Literal

AdminGetFxRatesResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_GET_FX_RATES_RESPONSE_500_ERROR_CODE_VALUES: set[AdminGetFxRatesResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_get_fx_rates_response_500_error_code(value: str) -> AdminGetFxRatesResponse500ErrorCode:
    if value in ADMIN_GET_FX_RATES_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_GET_FX_RATES_RESPONSE_500_ERROR_CODE_VALUES!r}")
