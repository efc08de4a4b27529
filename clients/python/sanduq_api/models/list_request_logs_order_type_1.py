from typing import Literal

ListRequestLogsOrderType1 = Literal['asc', 'desc']

LIST_REQUEST_LOGS_ORDER_TYPE_1_VALUES: set[ListRequestLogsOrderType1] = { 'asc', 'desc',  }

def check_list_request_logs_order_type_1(value: str) -> ListRequestLogsOrderType1:
    if value in LIST_REQUEST_LOGS_ORDER_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_REQUEST_LOGS_ORDER_TYPE_1_VALUES!r}")
