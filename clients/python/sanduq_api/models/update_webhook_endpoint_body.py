from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.update_webhook_endpoint_body_events_type_0_item import check_update_webhook_endpoint_body_events_type_0_item
from ..models.update_webhook_endpoint_body_events_type_0_item import UpdateWebhookEndpointBodyEventsType0Item
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="UpdateWebhookEndpointBody")



@_attrs_define
class UpdateWebhookEndpointBody:
    """ 
        Attributes:
            description (None | str | Unset): null clears it
            disabled (bool | None | Unset): true disables, false enables
            events (list[UpdateWebhookEndpointBodyEventsType0Item] | None | Unset):
            url (None | str | Unset): https, on a public address (no private, loopback or link-local hosts)
     """

    description: None | str | Unset = UNSET
    disabled: bool | None | Unset = UNSET
    events: list[UpdateWebhookEndpointBodyEventsType0Item] | None | Unset = UNSET
    url: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        disabled: bool | None | Unset
        if isinstance(self.disabled, Unset):
            disabled = UNSET
        else:
            disabled = self.disabled

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

        url: None | str | Unset
        if isinstance(self.url, Unset):
            url = UNSET
        else:
            url = self.url


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if description is not UNSET:
            field_dict["description"] = description
        if disabled is not UNSET:
            field_dict["disabled"] = disabled
        if events is not UNSET:
            field_dict["events"] = events
        if url is not UNSET:
            field_dict["url"] = url

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_disabled(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        disabled = _parse_disabled(d.pop("disabled", UNSET))


        def _parse_events(data: object) -> list[UpdateWebhookEndpointBodyEventsType0Item] | None | Unset:
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
                    events_type_0_item = check_update_webhook_endpoint_body_events_type_0_item(events_type_0_item_data)



                    events_type_0.append(events_type_0_item)

                return events_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[UpdateWebhookEndpointBodyEventsType0Item] | None | Unset, data)

        events = _parse_events(d.pop("events", UNSET))


        def _parse_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        url = _parse_url(d.pop("url", UNSET))


        update_webhook_endpoint_body = cls(
            description=description,
            disabled=disabled,
            events=events,
            url=url,
        )

        return update_webhook_endpoint_body

