from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PinSet")



@_attrs_define
class PinSet:
    """ 
        Attributes:
            pin_set (bool):
     """

    pin_set: bool





    def to_dict(self) -> dict[str, Any]:
        pin_set = self.pin_set


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pin_set": pin_set,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pin_set = d.pop("pin_set")

        pin_set = cls(
            pin_set=pin_set,
        )

        return pin_set

