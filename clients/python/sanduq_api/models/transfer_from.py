from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="TransferFrom")



@_attrs_define
class TransferFrom:
    """ 
        Attributes:
            external_user_id (str):
            name (str):
            user_id (str):
     """

    external_user_id: str
    name: str
    user_id: str





    def to_dict(self) -> dict[str, Any]:
        external_user_id = self.external_user_id

        name = self.name

        user_id = self.user_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "external_user_id": external_user_id,
            "name": name,
            "user_id": user_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        external_user_id = d.pop("external_user_id")

        name = d.pop("name")

        user_id = d.pop("user_id")

        transfer_from = cls(
            external_user_id=external_user_id,
            name=name,
            user_id=user_id,
        )

        return transfer_from

