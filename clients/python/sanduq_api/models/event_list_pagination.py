from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EventListPagination")



@_attrs_define
class EventListPagination:
    """ 
        Attributes:
            has_more (bool):
            next_cursor (None | str):
            per_page (int):
            page (int | Unset):
            total (int | Unset):
            total_pages (int | Unset):
     """

    has_more: bool
    next_cursor: None | str
    per_page: int
    page: int | Unset = UNSET
    total: int | Unset = UNSET
    total_pages: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        has_more = self.has_more

        next_cursor: None | str
        next_cursor = self.next_cursor

        per_page = self.per_page

        page = self.page

        total = self.total

        total_pages = self.total_pages


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "has_more": has_more,
            "next_cursor": next_cursor,
            "per_page": per_page,
        })
        if page is not UNSET:
            field_dict["page"] = page
        if total is not UNSET:
            field_dict["total"] = total
        if total_pages is not UNSET:
            field_dict["total_pages"] = total_pages

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        has_more = d.pop("has_more")

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))


        per_page = d.pop("per_page")

        page = d.pop("page", UNSET)

        total = d.pop("total", UNSET)

        total_pages = d.pop("total_pages", UNSET)

        event_list_pagination = cls(
            has_more=has_more,
            next_cursor=next_cursor,
            per_page=per_page,
            page=page,
            total=total,
            total_pages=total_pages,
        )

        return event_list_pagination

