from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.key_list_keys_item_kind import check_key_list_keys_item_kind
from ..models.key_list_keys_item_kind import KeyListKeysItemKind
from typing import cast
import datetime






T = TypeVar("T", bound="KeyListKeysItem")



@_attrs_define
class KeyListKeysItem:
    """ 
        Attributes:
            created_at (datetime.datetime):
            hint (str):
            id (str):
            kind (KeyListKeysItemKind):
            revoked (bool):
     """

    created_at: datetime.datetime
    hint: str
    id: str
    kind: KeyListKeysItemKind
    revoked: bool





    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        hint = self.hint

        id = self.id

        kind: str = self.kind

        revoked = self.revoked


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "created_at": created_at,
            "hint": hint,
            "id": id,
            "kind": kind,
            "revoked": revoked,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        hint = d.pop("hint")

        id = d.pop("id")

        kind = check_key_list_keys_item_kind(d.pop("kind"))




        revoked = d.pop("revoked")

        key_list_keys_item = cls(
            created_at=created_at,
            hint=hint,
            id=id,
            kind=kind,
            revoked=revoked,
        )

        return key_list_keys_item

