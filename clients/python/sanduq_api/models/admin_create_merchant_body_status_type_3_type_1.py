from typing import Literal

AdminCreateMerchantBodyStatusType3Type1 = Literal['approved', 'pending', 'rejected', 'suspended']

ADMIN_CREATE_MERCHANT_BODY_STATUS_TYPE_3_TYPE_1_VALUES: set[AdminCreateMerchantBodyStatusType3Type1] = { 'approved', 'pending', 'rejected', 'suspended',  }

def check_admin_create_merchant_body_status_type_3_type_1(value: str) -> AdminCreateMerchantBodyStatusType3Type1:
    if value in ADMIN_CREATE_MERCHANT_BODY_STATUS_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_CREATE_MERCHANT_BODY_STATUS_TYPE_3_TYPE_1_VALUES!r}")
