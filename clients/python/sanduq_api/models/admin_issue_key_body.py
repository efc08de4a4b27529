from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.admin_issue_key_body_kind import AdminIssueKeyBodyKind
from ..models.admin_issue_key_body_kind import check_admin_issue_key_body_kind
from typing import cast






T = TypeVar("T", bound="AdminIssueKeyBody")



@_attrs_define
class AdminIssueKeyBody:
    """ 
        Attributes:
            kind (AdminIssueKeyBodyKind):
     """

    kind: AdminIssueKeyBodyKind





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_admin_issue_key_body_kind(d.pop("kind"))




        admin_issue_key_body = cls(
            kind=kind,
        )

        return admin_issue_key_body

