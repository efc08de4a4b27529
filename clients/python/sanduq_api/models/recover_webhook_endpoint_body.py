from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="RecoverWebhookEndpointBody")



@_attrs_define
class RecoverWebhookEndpointBody:
    """ 
        Attributes:
            since (datetime.datetime):
     """

    since: datetime.datetime





    def to_dict(self) -> dict[str, Any]:
        since = self.since.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "since": since,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        since = datetime.datetime.fromisoformat(d.pop("since"))




        recover_webhook_endpoint_body = cls(
            since=since,
        )

        return recover_webhook_endpoint_body

