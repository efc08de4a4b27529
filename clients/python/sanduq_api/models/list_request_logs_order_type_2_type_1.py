from typing import Literal

ListRequestLogsOrderType2Type1 = Literal['asc', 'desc']

LIST_REQUEST_LOGS_ORDER_TYPE_2_TYPE_1_VALUES: set[ListRequestLogsOrderType2Type1] = { 'asc', 'desc',  }

def check_list_request_logs_order_type_2_type_1(value: str) -> ListRequestLogsOrderType2Type1:
    if value in LIST_REQUEST_LOGS_ORDER_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_REQUEST_LOGS_ORDER_TYPE_2_TYPE_1_VALUES!r}")
