from typing import Literal

ChargeCustomerQrResponse404ErrorCode = Literal['WALLET_NOT_FOUND']

CHARGE_CUSTOMER_QR_RESPONSE_404_ERROR_CODE_VALUES: set[ChargeCustomerQrResponse404ErrorCode] = { 'WALLET_NOT_FOUND',  }

def check_charge_customer_qr_response_404_error_code(value: str) -> ChargeCustomerQrResponse404ErrorCode:
    if value in CHARGE_CUSTOMER_QR_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHARGE_CUSTOMER_QR_RESPONSE_404_ERROR_CODE_VALUES!r}")
