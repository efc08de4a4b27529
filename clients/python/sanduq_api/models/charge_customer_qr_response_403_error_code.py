from typing import Literal

ChargeCustomerQrResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

CHARGE_CUSTOMER_QR_RESPONSE_403_ERROR_CODE_VALUES: set[ChargeCustomerQrResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_charge_customer_qr_response_403_error_code(value: str) -> ChargeCustomerQrResponse403ErrorCode:
    if value in CHARGE_CUSTOMER_QR_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHARGE_CUSTOMER_QR_RESPONSE_403_ERROR_CODE_VALUES!r}")
