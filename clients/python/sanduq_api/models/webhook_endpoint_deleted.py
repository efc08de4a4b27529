from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="WebhookEndpointDeleted")



@_attrs_define
class WebhookEndpointDeleted:
    """ 
        Attributes:
            deleted (Literal[True]):
            id (str):
            object_ (Literal['webhook_endpoint']):
     """

    deleted: Literal[True]
    id: str
    object_: Literal['webhook_endpoint']





    def to_dict(self) -> dict[str, Any]:
        deleted = self.deleted

        id = self.id

        object_ = self.object_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deleted": deleted,
            "id": id,
            "object": object_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deleted = cast(Literal[True] , d.pop("deleted"))
        if deleted != True:
            raise ValueError(f"deleted must match const True, got '{deleted}'")

        id = d.pop("id")

        object_ = cast(Literal['webhook_endpoint'] , d.pop("object"))
        if object_ != 'webhook_endpoint':
            raise ValueError(f"object must match const 'webhook_endpoint', got '{object_}'")

        webhook_endpoint_deleted = cls(
            deleted=deleted,
            id=id,
            object_=object_,
        )

        return webhook_endpoint_deleted

