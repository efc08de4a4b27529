from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.admin_set_limits_body_currency import AdminSetLimitsBodyCurrency
from ..models.admin_set_limits_body_currency import check_admin_set_limits_body_currency
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AdminSetLimitsBody")



@_attrs_define
class AdminSetLimitsBody:
    """ 
        Attributes:
            currency (AdminSetLimitsBodyCurrency):
            tier (int): 0 phone verified, 1 identity document, 2 full
            daily_amount (int | None | Unset): per Baghdad calendar day
            daily_count (int | None | Unset):
            max_balance (int | None | Unset): the most a wallet of this tier may hold
            monthly_amount (int | None | Unset): per Baghdad calendar month
            monthly_count (int | None | Unset):
            per_transfer (int | None | Unset):
     """

    currency: AdminSetLimitsBodyCurrency
    tier: int
    daily_amount: int | None | Unset = UNSET
    daily_count: int | None | Unset = UNSET
    max_balance: int | None | Unset = UNSET
    monthly_amount: int | None | Unset = UNSET
    monthly_count: int | None | Unset = UNSET
    per_transfer: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        currency: str = self.currency

        tier = self.tier

        daily_amount: int | None | Unset
        if isinstance(self.daily_amount, Unset):
            daily_amount = UNSET
        else:
            daily_amount = self.daily_amount

        daily_count: int | None | Unset
        if isinstance(self.daily_count, Unset):
            daily_count = UNSET
        else:
            daily_count = self.daily_count

        max_balance: int | None | Unset
        if isinstance(self.max_balance, Unset):
            max_balance = UNSET
        else:
            max_balance = self.max_balance

        monthly_amount: int | None | Unset
        if isinstance(self.monthly_amount, Unset):
            monthly_amount = UNSET
        else:
            monthly_amount = self.monthly_amount

        monthly_count: int | None | Unset
        if isinstance(self.monthly_count, Unset):
            monthly_count = UNSET
        else:
            monthly_count = self.monthly_count

        per_transfer: int | None | Unset
        if isinstance(self.per_transfer, Unset):
            per_transfer = UNSET
        else:
            per_transfer = self.per_transfer


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "currency": currency,
            "tier": tier,
        })
        if daily_amount is not UNSET:
            field_dict["daily_amount"] = daily_amount
        if daily_count is not UNSET:
            field_dict["daily_count"] = daily_count
        if max_balance is not UNSET:
            field_dict["max_balance"] = max_balance
        if monthly_amount is not UNSET:
            field_dict["monthly_amount"] = monthly_amount
        if monthly_count is not UNSET:
            field_dict["monthly_count"] = monthly_count
        if per_transfer is not UNSET:
            field_dict["per_transfer"] = per_transfer

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        currency = check_admin_set_limits_body_currency(d.pop("currency"))




        tier = d.pop("tier")

        def _parse_daily_amount(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        daily_amount = _parse_daily_amount(d.pop("daily_amount", UNSET))


        def _parse_daily_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        daily_count = _parse_daily_count(d.pop("daily_count", UNSET))


        def _parse_max_balance(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_balance = _parse_max_balance(d.pop("max_balance", UNSET))


        def _parse_monthly_amount(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        monthly_amount = _parse_monthly_amount(d.pop("monthly_amount", UNSET))


        def _parse_monthly_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        monthly_count = _parse_monthly_count(d.pop("monthly_count", UNSET))


        def _parse_per_transfer(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        per_transfer = _parse_per_transfer(d.pop("per_transfer", UNSET))


        admin_set_limits_body = cls(
            currency=currency,
            tier=tier,
            daily_amount=daily_amount,
            daily_count=daily_count,
            max_balance=max_balance,
            monthly_amount=monthly_amount,
            monthly_count=monthly_count,
            per_transfer=per_transfer,
        )

        return admin_set_limits_body

