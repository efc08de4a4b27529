from typing import Literal

GenerateMerchantQrBodyFormatType3Type1 = Literal['png', 'svg']

GENERATE_MERCHANT_QR_BODY_FORMAT_TYPE_3_TYPE_1_VALUES: set[GenerateMerchantQrBodyFormatType3Type1] = { 'png', 'svg',  }

def check_generate_merchant_qr_body_format_type_3_type_1(value: str) -> GenerateMerchantQrBodyFormatType3Type1:
    if value in GENERATE_MERCHANT_QR_BODY_FORMAT_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GENERATE_MERCHANT_QR_BODY_FORMAT_TYPE_3_TYPE_1_VALUES!r}")
