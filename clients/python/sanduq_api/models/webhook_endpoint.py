from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_endpoint_status import check_webhook_endpoint_status
from ..models.webhook_endpoint_status import WebhookEndpointStatus
from typing import cast
from typing import Literal, cast
import datetime






T = TypeVar("T", bound="WebhookEndpoint")



@_attrs_define
class WebhookEndpoint:
    """ 
        Attributes:
            created_at (datetime.datetime):
            description (None | str):
            disabled_reason (None | str):
            events (list[str]):
            failing_since (datetime.datetime | None):
            id (str):
            object_ (Literal['webhook_endpoint']):
            status (WebhookEndpointStatus):
            updated_at (datetime.datetime):
            url (str):
     """

    created_at: datetime.datetime
    description: None | str
    disabled_reason: None | str
    events: list[str]
    failing_since: datetime.datetime | None
    id: str
    object_: Literal['webhook_endpoint']
    status: WebhookEndpointStatus
    updated_at: datetime.datetime
    url: str





    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        description: None | str
        description = self.description

        disabled_reason: None | str
        disabled_reason = self.disabled_reason

        events = self.events



        failing_since: None | str
        if isinstance(self.failing_since, datetime.datetime):
            failing_since = self.failing_since.isoformat()
        else:
            failing_since = self.failing_since

        id = self.id

        object_ = self.object_

        status: str = self.status

        updated_at = self.updated_at.isoformat()

        url = self.url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "created_at": created_at,
            "description": description,
            "disabled_reason": disabled_reason,
            "events": events,
            "failing_since": failing_since,
            "id": id,
            "object": object_,
            "status": status,
            "updated_at": updated_at,
            "url": url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))


        def _parse_disabled_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason"))


        events = cast(list[str], d.pop("events"))


        def _parse_failing_since(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                failing_since_type_0 = datetime.datetime.fromisoformat(data)



                return failing_since_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        failing_since = _parse_failing_since(d.pop("failing_since"))


        id = d.pop("id")

        object_ = cast(Literal['webhook_endpoint'] , d.pop("object"))
        if object_ != 'webhook_endpoint':
            raise ValueError(f"object must match const 'webhook_endpoint', got '{object_}'")

        status = check_webhook_endpoint_status(d.pop("status"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        url = d.pop("url")

        webhook_endpoint = cls(
            created_at=created_at,
            description=description,
            disabled_reason=disabled_reason,
            events=events,
            failing_since=failing_since,
            id=id,
            object_=object_,
            status=status,
            updated_at=updated_at,
            url=url,
        )

        return webhook_endpoint

