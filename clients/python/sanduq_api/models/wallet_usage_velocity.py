from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="WalletUsageVelocity")



@_attrs_define
class WalletUsageVelocity:
    """ 
        Attributes:
            max_ (int):
            used (int):
            window_seconds (int):
     """

    max_: int
    used: int
    window_seconds: int





    def to_dict(self) -> dict[str, Any]:
        max_ = self.max_

        used = self.used

        window_seconds = self.window_seconds


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "max": max_,
            "used": used,
            "window_seconds": window_seconds,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_ = d.pop("max")

        used = d.pop("used")

        window_seconds = d.pop("window_seconds")

        wallet_usage_velocity = cls(
            max_=max_,
            used=used,
            window_seconds=window_seconds,
        )

        return wallet_usage_velocity

