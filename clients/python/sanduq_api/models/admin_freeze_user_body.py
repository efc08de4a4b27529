from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.admin_freeze_user_body_scope import AdminFreezeUserBodyScope
from ..models.admin_freeze_user_body_scope import check_admin_freeze_user_body_scope
from typing import cast






T = TypeVar("T", bound="AdminFreezeUserBody")



@_attrs_define
class AdminFreezeUserBody:
    """ 
        Attributes:
            reason (str): kept with the freeze and sent to the merchant
            scope (AdminFreezeUserBodyScope):
     """

    reason: str
    scope: AdminFreezeUserBodyScope





    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        scope: str = self.scope


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reason": reason,
            "scope": scope,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        scope = check_admin_freeze_user_body_scope(d.pop("scope"))




        admin_freeze_user_body = cls(
            reason=reason,
            scope=scope,
        )

        return admin_freeze_user_body

