from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CancelSubscriptionBody")



@_attrs_define
class CancelSubscriptionBody:
    """ 
        Attributes:
            at_period_end (bool | None | Unset): default false: at once
     """

    at_period_end: bool | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        at_period_end: bool | None | Unset
        if isinstance(self.at_period_end, Unset):
            at_period_end = UNSET
        else:
            at_period_end = self.at_period_end


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if at_period_end is not UNSET:
            field_dict["at_period_end"] = at_period_end

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_at_period_end(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        at_period_end = _parse_at_period_end(d.pop("at_period_end", UNSET))


        cancel_subscription_body = cls(
            at_period_end=at_period_end,
        )

        return cancel_subscription_body

