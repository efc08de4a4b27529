from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.resent_delivery import ResentDelivery





T = TypeVar("T", bound="Resent")



@_attrs_define
class Resent:
    """ 
        Attributes:
            delivery (ResentDelivery):
            event_id (str):
     """

    delivery: ResentDelivery
    event_id: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.resent_delivery import ResentDelivery # noqa: PLC0415
        delivery = self.delivery.to_dict()

        event_id = self.event_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "delivery": delivery,
            "event_id": event_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.resent_delivery import ResentDelivery # noqa: PLC0415
        d = dict(src_dict)
        delivery = ResentDelivery.from_dict(d.pop("delivery"))




        event_id = d.pop("event_id")

        resent = cls(
            delivery=delivery,
            event_id=event_id,
        )

        return resent

