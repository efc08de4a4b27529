from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_plan_body_currency import check_create_plan_body_currency
from ..models.create_plan_body_currency import CreatePlanBodyCurrency
from ..models.create_plan_body_interval import check_create_plan_body_interval
from ..models.create_plan_body_interval import CreatePlanBodyInterval
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CreatePlanBody")



@_attrs_define
class CreatePlanBody:
    """ 
        Attributes:
            amount (int): minor units per period
            currency (CreatePlanBodyCurrency):
            interval (CreatePlanBodyInterval):
            name (str):
            grace_period_days (int | None | Unset): default 7
            interval_count (int | None | Unset): periods per bill (default 1)
            trial_days (int | None | Unset): default 0
     """

    amount: int
    currency: CreatePlanBodyCurrency
    interval: CreatePlanBodyInterval
    name: str
    grace_period_days: int | None | Unset = UNSET
    interval_count: int | None | Unset = UNSET
    trial_days: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        currency: str = self.currency

        interval: str = self.interval

        name = self.name

        grace_period_days: int | None | Unset
        if isinstance(self.grace_period_days, Unset):
            grace_period_days = UNSET
        else:
            grace_period_days = self.grace_period_days

        interval_count: int | None | Unset
        if isinstance(self.interval_count, Unset):
            interval_count = UNSET
        else:
            interval_count = self.interval_count

        trial_days: int | None | Unset
        if isinstance(self.trial_days, Unset):
            trial_days = UNSET
        else:
            trial_days = self.trial_days


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "currency": currency,
            "interval": interval,
            "name": name,
        })
        if grace_period_days is not UNSET:
            field_dict["grace_period_days"] = grace_period_days
        if interval_count is not UNSET:
            field_dict["interval_count"] = interval_count
        if trial_days is not UNSET:
            field_dict["trial_days"] = trial_days

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        currency = check_create_plan_body_currency(d.pop("currency"))




        interval = check_create_plan_body_interval(d.pop("interval"))




        name = d.pop("name")

        def _parse_grace_period_days(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        grace_period_days = _parse_grace_period_days(d.pop("grace_period_days", UNSET))


        def _parse_interval_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        interval_count = _parse_interval_count(d.pop("interval_count", UNSET))


        def _parse_trial_days(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        trial_days = _parse_trial_days(d.pop("trial_days", UNSET))


        create_plan_body = cls(
            amount=amount,
            currency=currency,
            interval=interval,
            name=name,
            grace_period_days=grace_period_days,
            interval_count=interval_count,
            trial_days=trial_days,
        )

        return create_plan_body

