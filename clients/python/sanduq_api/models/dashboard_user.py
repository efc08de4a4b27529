from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dashboard_user_role import check_dashboard_user_role
from ..models.dashboard_user_role import DashboardUserRole
from typing import cast
from typing import Literal, cast
import datetime






T = TypeVar("T", bound="DashboardUser")



@_attrs_define
class DashboardUser:
    """ 
        Attributes:
            active (bool):
            created_at (datetime.datetime):
            email (str):
            id (str):
            merchant_id (str):
            object_ (Literal['dashboard_user']):
            role (DashboardUserRole):
     """

    active: bool
    created_at: datetime.datetime
    email: str
    id: str
    merchant_id: str
    object_: Literal['dashboard_user']
    role: DashboardUserRole





    def to_dict(self) -> dict[str, Any]:
        active = self.active

        created_at = self.created_at.isoformat()

        email = self.email

        id = self.id

        merchant_id = self.merchant_id

        object_ = self.object_

        role: str = self.role


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "active": active,
            "created_at": created_at,
            "email": email,
            "id": id,
            "merchant_id": merchant_id,
            "object": object_,
            "role": role,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        active = d.pop("active")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        email = d.pop("email")

        id = d.pop("id")

        merchant_id = d.pop("merchant_id")

        object_ = cast(Literal['dashboard_user'] , d.pop("object"))
        if object_ != 'dashboard_user':
            raise ValueError(f"object must match const 'dashboard_user', got '{object_}'")

        role = check_dashboard_user_role(d.pop("role"))




        dashboard_user = cls(
            active=active,
            created_at=created_at,
            email=email,
            id=id,
            merchant_id=merchant_id,
            object_=object_,
            role=role,
        )

        return dashboard_user

