from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_webhook_endpoint_body_events_type_0_item import check_create_webhook_endpoint_body_events_type_0_item
from ..models.create_webhook_endpoint_body_events_type_0_item import CreateWebhookEndpointBodyEventsType0Item
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CreateWebhookEndpointBody")



@_attrs_define
class CreateWebhookEndpointBody:
    """ 
        Attributes:
            url (str): https, on a public address (no private, loopback or link-local hosts)
            description (None | str | Unset):
            events (list[CreateWebhookEndpointBodyEventsType0Item] | None | Unset): default ["*"]: every event
     """

    url: str
    description: None | str | Unset = UNSET
    events: list[CreateWebhookEndpointBodyEventsType0Item] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        url = self.url

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        events: list[str] | None | Unset
        if isinstance(self.events, Unset):
            events = UNSET
        elif isinstance(self.events, list):
            events = []
            for events_type_0_item_data in self.events:
                events_type_0_item: str = events_type_0_item_data
                events.append(events_type_0_item)


        else:
            events = self.events


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "url": url,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if events is not UNSET:
            field_dict["events"] = events

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_events(data: object) -> list[CreateWebhookEndpointBodyEventsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                events_type_0 = []
                _events_type_0 = data
                for events_type_0_item_data in (_events_type_0):
                    events_type_0_item = check_create_webhook_endpoint_body_events_type_0_item(events_type_0_item_data)



                    events_type_0.append(events_type_0_item)

                return events_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[CreateWebhookEndpointBodyEventsType0Item] | None | Unset, data)

        events = _parse_events(d.pop("events", UNSET))


        create_webhook_endpoint_body = cls(
            url=url,
            description=description,
            events=events,
        )

        return create_webhook_endpoint_body

