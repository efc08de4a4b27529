from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast
import datetime

if TYPE_CHECKING:
  from ..models.event_list_events_item_data import EventListEventsItemData





T = TypeVar("T", bound="EventListEventsItem")



@_attrs_define
class EventListEventsItem:
    """ 
        Attributes:
            created_at (datetime.datetime):
            data (EventListEventsItemData):
            id (str):
            livemode (bool):
            object_ (Literal['event']):
            sequence (int):
            type_ (str):
     """

    created_at: datetime.datetime
    data: EventListEventsItemData
    id: str
    livemode: bool
    object_: Literal['event']
    sequence: int
    type_: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.event_list_events_item_data import EventListEventsItemData # noqa: PLC0415
        created_at = self.created_at.isoformat()

        data = self.data.to_dict()

        id = self.id

        livemode = self.livemode

        object_ = self.object_

        sequence = self.sequence

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "created_at": created_at,
            "data": data,
            "id": id,
            "livemode": livemode,
            "object": object_,
            "sequence": sequence,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_list_events_item_data import EventListEventsItemData # noqa: PLC0415
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        data = EventListEventsItemData.from_dict(d.pop("data"))




        id = d.pop("id")

        livemode = d.pop("livemode")

        object_ = cast(Literal['event'] , d.pop("object"))
        if object_ != 'event':
            raise ValueError(f"object must match const 'event', got '{object_}'")

        sequence = d.pop("sequence")

        type_ = d.pop("type")

        event_list_events_item = cls(
            created_at=created_at,
            data=data,
            id=id,
            livemode=livemode,
            object_=object_,
            sequence=sequence,
            type_=type_,
        )

        return event_list_events_item

