from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="Clock")



@_attrs_define
class Clock:
    """ 
        Attributes:
            merchant_id (str):
            now (datetime.datetime):
            offset_seconds (int):
     """

    merchant_id: str
    now: datetime.datetime
    offset_seconds: int





    def to_dict(self) -> dict[str, Any]:
        merchant_id = self.merchant_id

        now = self.now.isoformat()

        offset_seconds = self.offset_seconds


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "merchant_id": merchant_id,
            "now": now,
            "offset_seconds": offset_seconds,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        merchant_id = d.pop("merchant_id")

        now = datetime.datetime.fromisoformat(d.pop("now"))




        offset_seconds = d.pop("offset_seconds")

        clock = cls(
            merchant_id=merchant_id,
            now=now,
            offset_seconds=offset_seconds,
        )

        return clock

