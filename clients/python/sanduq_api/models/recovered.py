from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="Recovered")



@_attrs_define
class Recovered:
    """ 
        Attributes:
            endpoint_id (str):
            event_ids (list[str]):
            resent (int):
            since (datetime.datetime):
            truncated (bool):
     """

    endpoint_id: str
    event_ids: list[str]
    resent: int
    since: datetime.datetime
    truncated: bool





    def to_dict(self) -> dict[str, Any]:
        endpoint_id = self.endpoint_id

        event_ids = self.event_ids



        resent = self.resent

        since = self.since.isoformat()

        truncated = self.truncated


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "endpoint_id": endpoint_id,
            "event_ids": event_ids,
            "resent": resent,
            "since": since,
            "truncated": truncated,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        endpoint_id = d.pop("endpoint_id")

        event_ids = cast(list[str], d.pop("event_ids"))


        resent = d.pop("resent")

        since = datetime.datetime.fromisoformat(d.pop("since"))




        truncated = d.pop("truncated")

        recovered = cls(
            endpoint_id=endpoint_id,
            event_ids=event_ids,
            resent=resent,
            since=since,
            truncated=truncated,
        )

        return recovered

