from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="UserPinSet")



@_attrs_define
class UserPinSet:
    """ 
        Attributes:
            pin_set (bool):
            user_id (str):
     """

    pin_set: bool
    user_id: str





    def to_dict(self) -> dict[str, Any]:
        pin_set = self.pin_set

        user_id = self.user_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pin_set": pin_set,
            "user_id": user_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pin_set = d.pop("pin_set")

        user_id = d.pop("user_id")

        user_pin_set = cls(
            pin_set=pin_set,
            user_id=user_id,
        )

        return user_pin_set

