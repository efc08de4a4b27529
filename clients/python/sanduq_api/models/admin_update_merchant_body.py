from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AdminUpdateMerchantBody")



@_attrs_define
class AdminUpdateMerchantBody:
    """ 
        Attributes:
            authorization_expiry_seconds (int | None | Unset): how long a manual-capture hold lasts
            commission_bps (int | None | Unset):
            name (None | str | Unset):
            rate_limit (int | None | Unset): null: the platform default
     """

    authorization_expiry_seconds: int | None | Unset = UNSET
    commission_bps: int | None | Unset = UNSET
    name: None | str | Unset = UNSET
    rate_limit: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        authorization_expiry_seconds: int | None | Unset
        if isinstance(self.authorization_expiry_seconds, Unset):
            authorization_expiry_seconds = UNSET
        else:
            authorization_expiry_seconds = self.authorization_expiry_seconds

        commission_bps: int | None | Unset
        if isinstance(self.commission_bps, Unset):
            commission_bps = UNSET
        else:
            commission_bps = self.commission_bps

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        rate_limit: int | None | Unset
        if isinstance(self.rate_limit, Unset):
            rate_limit = UNSET
        else:
            rate_limit = self.rate_limit


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if authorization_expiry_seconds is not UNSET:
            field_dict["authorization_expiry_seconds"] = authorization_expiry_seconds
        if commission_bps is not UNSET:
            field_dict["commission_bps"] = commission_bps
        if name is not UNSET:
            field_dict["name"] = name
        if rate_limit is not UNSET:
            field_dict["rate_limit"] = rate_limit

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_authorization_expiry_seconds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        authorization_expiry_seconds = _parse_authorization_expiry_seconds(d.pop("authorization_expiry_seconds", UNSET))


        def _parse_commission_bps(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        commission_bps = _parse_commission_bps(d.pop("commission_bps", UNSET))


        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_rate_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rate_limit = _parse_rate_limit(d.pop("rate_limit", UNSET))


        admin_update_merchant_body = cls(
            authorization_expiry_seconds=authorization_expiry_seconds,
            commission_bps=commission_bps,
            name=name,
            rate_limit=rate_limit,
        )

        return admin_update_merchant_body

