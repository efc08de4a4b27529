from typing import Literal

ChargeCustomerQrResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

CHARGE_CUSTOMER_QR_RESPONSE_503_ERROR_CODE_VALUES: set[ChargeCustomerQrResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_charge_customer_qr_response_503_error_code(value: str) -> ChargeCustomerQrResponse503ErrorCode:
    if value in CHARGE_CUSTOMER_QR_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHARGE_CUSTOMER_QR_RESPONSE_503_ERROR_CODE_VALUES!r}")
