from typing import Literal

AdminCreateMerchantBodyStatusType1 = Literal['approved', 'pending', 'rejected', 'suspended']

ADMIN_CREATE_MERCHANT_BODY_STATUS_TYPE_1_VALUES: set[AdminCreateMerchantBodyStatusType1] = { 'approved', 'pending', 'rejected', 'suspended',  }

def check_admin_create_merchant_body_status_type_1(value: str) -> AdminCreateMerchantBodyStatusType1:
    if value in ADMIN_CREATE_MERCHANT_BODY_STATUS_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_CREATE_MERCHANT_BODY_STATUS_TYPE_1_VALUES!r}")
