from typing import Literal

ListRequestLogsOrderType3Type1 = Literal['asc', 'desc']

LIST_REQUEST_LOGS_ORDER_TYPE_3_TYPE_1_VALUES: set[ListRequestLogsOrderType3Type1] = { 'asc', 'desc',  }

def check_list_request_logs_order_type_3_type_1(value: str) -> ListRequestLogsOrderType3Type1:
    if value in LIST_REQUEST_LOGS_ORDER_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_REQUEST_LOGS_ORDER_TYPE_3_TYPE_1_VALUES!r}")
