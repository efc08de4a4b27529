from typing import Literal

AdminGetFxRatesResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_GET_FX_RATES_RESPONSE_403_ERROR_CODE_VALUES: set[AdminGetFxRatesResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_get_fx_rates_response_403_error_code(value: str) -> AdminGetFxRatesResponse403ErrorCode:
    if value in ADMIN_GET_FX_RATES_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_GET_FX_RATES_RESPONSE_403_ERROR_CODE_VALUES!r}")
