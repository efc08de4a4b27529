from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.event_list_events_item import EventListEventsItem
  from ..models.event_list_pagination import EventListPagination





T = TypeVar("T", bound="EventList")



@_attrs_define
class EventList:
    """ 
        Attributes:
            events (list[EventListEventsItem]):
            pagination (EventListPagination):
     """

    events: list[EventListEventsItem]
    pagination: EventListPagination





    def to_dict(self) -> dict[str, Any]:
        from ..models.event_list_events_item import EventListEventsItem # noqa: PLC0415
        from ..models.event_list_pagination import EventListPagination # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        pagination = self.pagination.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "events": events,
            "pagination": pagination,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_list_events_item import EventListEventsItem # noqa: PLC0415
        from ..models.event_list_pagination import EventListPagination # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = EventListEventsItem.from_dict(events_item_data)



            events.append(events_item)


        pagination = EventListPagination.from_dict(d.pop("pagination"))




        event_list = cls(
            events=events,
            pagination=pagination,
        )

        return event_list

