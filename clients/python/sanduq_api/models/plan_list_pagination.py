from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PlanListPagination")



@_attrs_define
class PlanListPagination:
    """ 
        Attributes:
            page (int):
            per_page (int):
            total (int):
            total_pages (int):
     """

    page: int
    per_page: int
    total: int
    total_pages: int





    def to_dict(self) -> dict[str, Any]:
        page = self.page

        per_page = self.per_page

        total = self.total

        total_pages = self.total_pages


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "page": page,
            "per_page": per_page,
            "total": total,
            "total_pages": total_pages,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        page = d.pop("page")

        per_page = d.pop("per_page")

        total = d.pop("total")

        total_pages = d.pop("total_pages")

        plan_list_pagination = cls(
            page=page,
            per_page=per_page,
            total=total,
            total_pages=total_pages,
        )

        return plan_list_pagination

