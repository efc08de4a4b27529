from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SandboxSetPinBody")



@_attrs_define
class SandboxSetPinBody:
    """ 
        Attributes:
            pin (str): 4 digits
     """

    pin: str





    def to_dict(self) -> dict[str, Any]:
        pin = self.pin


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pin": pin,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pin = d.pop("pin")

        sandbox_set_pin_body = cls(
            pin=pin,
        )

        return sandbox_set_pin_body

