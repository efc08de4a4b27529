from typing import Literal

ChargeCustomerQrResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

CHARGE_CUSTOMER_QR_RESPONSE_429_ERROR_CODE_VALUES: set[ChargeCustomerQrResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_charge_customer_qr_response_429_error_code(value: str) -> ChargeCustomerQrResponse429ErrorCode:
    if value in CHARGE_CUSTOMER_QR_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHARGE_CUSTOMER_QR_RESPONSE_429_ERROR_CODE_VALUES!r}")
