from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.request_log_list_pagination import RequestLogListPagination
  from ..models.request_log_list_requests_item import RequestLogListRequestsItem





T = TypeVar("T", bound="RequestLogList")



@_attrs_define
class RequestLogList:
    """ 
        Attributes:
            pagination (RequestLogListPagination):
            requests (list[RequestLogListRequestsItem]):
     """

    pagination: RequestLogListPagination
    requests: list[RequestLogListRequestsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.request_log_list_pagination import RequestLogListPagination # noqa: PLC0415
        from ..models.request_log_list_requests_item import RequestLogListRequestsItem # noqa: PLC0415
        pagination = self.pagination.to_dict()

        requests = []
        for requests_item_data in self.requests:
            requests_item = requests_item_data.to_dict()
            requests.append(requests_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pagination": pagination,
            "requests": requests,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.request_log_list_pagination import RequestLogListPagination # noqa: PLC0415
        from ..models.request_log_list_requests_item import RequestLogListRequestsItem # noqa: PLC0415
        d = dict(src_dict)
        pagination = RequestLogListPagination.from_dict(d.pop("pagination"))




        requests = []
        _requests = d.pop("requests")
        for requests_item_data in (_requests):
            requests_item = RequestLogListRequestsItem.from_dict(requests_item_data)



            requests.append(requests_item)


        request_log_list = cls(
            pagination=pagination,
            requests=requests,
        )

        return request_log_list

