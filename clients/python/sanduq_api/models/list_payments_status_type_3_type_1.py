from typing import Literal

ListPaymentsStatusType3Type1 = Literal['cancelled', 'completed', 'created', 'expired', 'failed', 'partially_refunded', 'refunded', 'reserved']

LIST_PAYMENTS_STATUS_TYPE_3_TYPE_1_VALUES: set[ListPaymentsStatusType3Type1] = { 'cancelled', 'completed', 'created', 'expired', 'failed', 'partially_refunded', 'refunded', 'reserved',  }

def check_list_payments_status_type_3_type_1(value: str) -> ListPaymentsStatusType3Type1:
    if value in LIST_PAYMENTS_STATUS_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PAYMENTS_STATUS_TYPE_3_TYPE_1_VALUES!r}")
