from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.user_freeze_frozen_type_0_scope import check_user_freeze_frozen_type_0_scope
from ..models.user_freeze_frozen_type_0_scope import UserFreezeFrozenType0Scope
from typing import cast
import datetime






T = TypeVar("T", bound="UserFreezeFrozenType0")



@_attrs_define
class UserFreezeFrozenType0:
    """ 
        Attributes:
            at (datetime.datetime):
            reason (str):
            scope (UserFreezeFrozenType0Scope):
     """

    at: datetime.datetime
    reason: str
    scope: UserFreezeFrozenType0Scope





    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        reason = self.reason

        scope: str = self.scope


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "reason": reason,
            "scope": scope,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))




        reason = d.pop("reason")

        scope = check_user_freeze_frozen_type_0_scope(d.pop("scope"))




        user_freeze_frozen_type_0 = cls(
            at=at,
            reason=reason,
            scope=scope,
        )

        return user_freeze_frozen_type_0

