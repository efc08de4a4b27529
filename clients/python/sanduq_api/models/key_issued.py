from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.key_issued_kind import check_key_issued_kind
from ..models.key_issued_kind import KeyIssuedKind
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="KeyIssued")



@_attrs_define
class KeyIssued:
    """ 
        Attributes:
            created_at (datetime.datetime):
            id (str):
            key (str):
            kind (KeyIssuedKind):
            hmac_secret (str | Unset):
     """

    created_at: datetime.datetime
    id: str
    key: str
    kind: KeyIssuedKind
    hmac_secret: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        id = self.id

        key = self.key

        kind: str = self.kind

        hmac_secret = self.hmac_secret


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "created_at": created_at,
            "id": id,
            "key": key,
            "kind": kind,
        })
        if hmac_secret is not UNSET:
            field_dict["hmac_secret"] = hmac_secret

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        id = d.pop("id")

        key = d.pop("key")

        kind = check_key_issued_kind(d.pop("kind"))




        hmac_secret = d.pop("hmac_secret", UNSET)

        key_issued = cls(
            created_at=created_at,
            id=id,
            key=key,
            kind=kind,
            hmac_secret=hmac_secret,
        )

        return key_issued

