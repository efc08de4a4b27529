from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="KeyRevoked")



@_attrs_define
class KeyRevoked:
    """ 
        Attributes:
            id (str):
            revoked (bool):
     """

    id: str
    revoked: bool





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        revoked = self.revoked


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "revoked": revoked,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        revoked = d.pop("revoked")

        key_revoked = cls(
            id=id,
            revoked=revoked,
        )

        return key_revoked

