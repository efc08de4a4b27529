from typing import Literal

ChargeCustomerQrResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

CHARGE_CUSTOMER_QR_RESPONSE_409_ERROR_CODE_VALUES: set[ChargeCustomerQrResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_charge_customer_qr_response_409_error_code(value: str) -> ChargeCustomerQrResponse409ErrorCode:
    if value in CHARGE_CUSTOMER_QR_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHARGE_CUSTOMER_QR_RESPONSE_409_ERROR_CODE_VALUES!r}")
