from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.admin_set_merchant_status_body_status import AdminSetMerchantStatusBodyStatus
from ..models.admin_set_merchant_status_body_status import check_admin_set_merchant_status_body_status
from typing import cast






T = TypeVar("T", bound="AdminSetMerchantStatusBody")



@_attrs_define
class AdminSetMerchantStatusBody:
    """ 
        Attributes:
            status (AdminSetMerchantStatusBodyStatus):
     """

    status: AdminSetMerchantStatusBodyStatus





    def to_dict(self) -> dict[str, Any]:
        status: str = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = check_admin_set_merchant_status_body_status(d.pop("status"))




        admin_set_merchant_status_body = cls(
            status=status,
        )

        return admin_set_merchant_status_body

