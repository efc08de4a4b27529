from typing import Literal

ChargeCustomerQrResponse500ErrorCode = Literal['SERVER_ERROR']

CHARGE_CUSTOMER_QR_RESPONSE_500_ERROR_CODE_VALUES: set[ChargeCustomerQrResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_charge_customer_qr_response_500_error_code(value: str) -> ChargeCustomerQrResponse500ErrorCode:
    if value in CHARGE_CUSTOMER_QR_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHARGE_CUSTOMER_QR_RESPONSE_500_ERROR_CODE_VALUES!r}")
