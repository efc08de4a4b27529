from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.admin_unfreeze_user_body_scope_type_1 import AdminUnfreezeUserBodyScopeType1
from ..models.admin_unfreeze_user_body_scope_type_1 import check_admin_unfreeze_user_body_scope_type_1
from ..models.admin_unfreeze_user_body_scope_type_2_type_1 import AdminUnfreezeUserBodyScopeType2Type1
from ..models.admin_unfreeze_user_body_scope_type_2_type_1 import check_admin_unfreeze_user_body_scope_type_2_type_1
from ..models.admin_unfreeze_user_body_scope_type_3_type_1 import AdminUnfreezeUserBodyScopeType3Type1
from ..models.admin_unfreeze_user_body_scope_type_3_type_1 import check_admin_unfreeze_user_body_scope_type_3_type_1
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AdminUnfreezeUserBody")



@_attrs_define
class AdminUnfreezeUserBody:
    """ 
        Attributes:
            scope (AdminUnfreezeUserBodyScopeType1 | AdminUnfreezeUserBodyScopeType2Type1 |
                AdminUnfreezeUserBodyScopeType3Type1 | None | Unset): what to lift; all when left out
     """

    scope: AdminUnfreezeUserBodyScopeType1 | AdminUnfreezeUserBodyScopeType2Type1 | AdminUnfreezeUserBodyScopeType3Type1 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        scope: None | str | Unset
        if isinstance(self.scope, Unset):
            scope = UNSET
        elif isinstance(self.scope, str):
            scope = self.scope
        elif isinstance(self.scope, str):
            scope = self.scope
        elif isinstance(self.scope, str):
            scope = self.scope
        else:
            scope = self.scope


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if scope is not UNSET:
            field_dict["scope"] = scope

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_scope(data: object) -> AdminUnfreezeUserBodyScopeType1 | AdminUnfreezeUserBodyScopeType2Type1 | AdminUnfreezeUserBodyScopeType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                scope_type_1 = check_admin_unfreeze_user_body_scope_type_1(data)



                return scope_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                scope_type_2_type_1 = check_admin_unfreeze_user_body_scope_type_2_type_1(data)



                return scope_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                scope_type_3_type_1 = check_admin_unfreeze_user_body_scope_type_3_type_1(data)



                return scope_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AdminUnfreezeUserBodyScopeType1 | AdminUnfreezeUserBodyScopeType2Type1 | AdminUnfreezeUserBodyScopeType3Type1 | None | Unset, data)

        scope = _parse_scope(d.pop("scope", UNSET))


        admin_unfreeze_user_body = cls(
            scope=scope,
        )

        return admin_unfreeze_user_body

