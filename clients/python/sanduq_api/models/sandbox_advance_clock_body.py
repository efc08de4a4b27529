from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SandboxAdvanceClockBody")



@_attrs_define
class SandboxAdvanceClockBody:
    """ 
        Attributes:
            seconds (int):
     """

    seconds: int





    def to_dict(self) -> dict[str, Any]:
        seconds = self.seconds


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seconds": seconds,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seconds = d.pop("seconds")

        sandbox_advance_clock_body = cls(
            seconds=seconds,
        )

        return sandbox_advance_clock_body

