from typing import Literal

AdminSetFxRatesResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_SET_FX_RATES_RESPONSE_403_ERROR_CODE_VALUES: set[AdminSetFxRatesResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_set_fx_rates_response_403_error_code(value: str) -> AdminSetFxRatesResponse403ErrorCode:
    if value in ADMIN_SET_FX_RATES_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_SET_FX_RATES_RESPONSE_403_ERROR_CODE_VALUES!r}")
