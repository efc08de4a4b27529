from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.admin_create_dashboard_user_body_role import AdminCreateDashboardUserBodyRole
from ..models.admin_create_dashboard_user_body_role import check_admin_create_dashboard_user_body_role
from typing import cast






T = TypeVar("T", bound="AdminCreateDashboardUserBody")



@_attrs_define
class AdminCreateDashboardUserBody:
    """ 
        Attributes:
            email (str): an e-mail address; one account per address on this merchant's dashboard
            password (str): 12 to 128 characters
            role (AdminCreateDashboardUserBodyRole): what the person may do (the dashboard's permission table)
     """

    email: str
    password: str
    role: AdminCreateDashboardUserBodyRole





    def to_dict(self) -> dict[str, Any]:
        email = self.email

        password = self.password

        role: str = self.role


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "email": email,
            "password": password,
            "role": role,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        email = d.pop("email")

        password = d.pop("password")

        role = check_admin_create_dashboard_user_body_role(d.pop("role"))




        admin_create_dashboard_user_body = cls(
            email=email,
            password=password,
            role=role,
        )

        return admin_create_dashboard_user_body

