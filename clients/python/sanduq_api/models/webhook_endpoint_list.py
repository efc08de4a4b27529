from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.webhook_endpoint_list_endpoints_item import WebhookEndpointListEndpointsItem





T = TypeVar("T", bound="WebhookEndpointList")



@_attrs_define
class WebhookEndpointList:
    """ 
        Attributes:
            endpoints (list[WebhookEndpointListEndpointsItem]):
     """

    endpoints: list[WebhookEndpointListEndpointsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.webhook_endpoint_list_endpoints_item import WebhookEndpointListEndpointsItem # noqa: PLC0415
        endpoints = []
        for endpoints_item_data in self.endpoints:
            endpoints_item = endpoints_item_data.to_dict()
            endpoints.append(endpoints_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "endpoints": endpoints,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_endpoint_list_endpoints_item import WebhookEndpointListEndpointsItem # noqa: PLC0415
        d = dict(src_dict)
        endpoints = []
        _endpoints = d.pop("endpoints")
        for endpoints_item_data in (_endpoints):
            endpoints_item = WebhookEndpointListEndpointsItem.from_dict(endpoints_item_data)



            endpoints.append(endpoints_item)


        webhook_endpoint_list = cls(
            endpoints=endpoints,
        )

        return webhook_endpoint_list

