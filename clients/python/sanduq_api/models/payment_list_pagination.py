from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="PaymentListPagination")



@_attrs_define
class PaymentListPagination:
    """ 
        Attributes:
            next_cursor (None | str):
            page (int):
            per_page (int):
            total (int):
            total_pages (int):
     """

    next_cursor: None | str
    page: int
    per_page: int
    total: int
    total_pages: int





    def to_dict(self) -> dict[str, Any]:
        next_cursor: None | str
        next_cursor = self.next_cursor

        page = self.page

        per_page = self.per_page

        total = self.total

        total_pages = self.total_pages


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "next_cursor": next_cursor,
            "page": page,
            "per_page": per_page,
            "total": total,
            "total_pages": total_pages,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))


        page = d.pop("page")

        per_page = d.pop("per_page")

        total = d.pop("total")

        total_pages = d.pop("total_pages")

        payment_list_pagination = cls(
            next_cursor=next_cursor,
            page=page,
            per_page=per_page,
            total=total,
            total_pages=total_pages,
        )

        return payment_list_pagination

