from typing import Literal

SandboxPayQrResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

SANDBOX_PAY_QR_RESPONSE_403_ERROR_CODE_VALUES: set[SandboxPayQrResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_sandbox_pay_qr_response_403_error_code(value: str) -> SandboxPayQrResponse403ErrorCode:
    if value in SANDBOX_PAY_QR_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_PAY_QR_RESPONSE_403_ERROR_CODE_VALUES!r}")
