from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.interval import check_interval
from ..models.interval import Interval
from ..models.plan_currency import check_plan_currency
from ..models.plan_currency import PlanCurrency
from ..models.plan_status import check_plan_status
from ..models.plan_status import PlanStatus
from typing import cast
from typing import Literal, cast
import datetime






T = TypeVar("T", bound="Plan")



@_attrs_define
class Plan:
    """ 
        Attributes:
            amount (int):
            archived_at (datetime.datetime | None):
            created_at (datetime.datetime):
            currency (PlanCurrency):
            grace_period_days (int):
            id (str):
            interval (Interval):
            interval_count (int):
            name (str):
            object_ (Literal['subscription_plan']):
            status (PlanStatus):
            trial_days (int):
            updated_at (datetime.datetime):
     """

    amount: int
    archived_at: datetime.datetime | None
    created_at: datetime.datetime
    currency: PlanCurrency
    grace_period_days: int
    id: str
    interval: Interval
    interval_count: int
    name: str
    object_: Literal['subscription_plan']
    status: PlanStatus
    trial_days: int
    updated_at: datetime.datetime





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        archived_at: None | str
        if isinstance(self.archived_at, datetime.datetime):
            archived_at = self.archived_at.isoformat()
        else:
            archived_at = self.archived_at

        created_at = self.created_at.isoformat()

        currency: str = self.currency

        grace_period_days = self.grace_period_days

        id = self.id

        interval: str = self.interval

        interval_count = self.interval_count

        name = self.name

        object_ = self.object_

        status: str = self.status

        trial_days = self.trial_days

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "archived_at": archived_at,
            "created_at": created_at,
            "currency": currency,
            "grace_period_days": grace_period_days,
            "id": id,
            "interval": interval,
            "interval_count": interval_count,
            "name": name,
            "object": object_,
            "status": status,
            "trial_days": trial_days,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        def _parse_archived_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                archived_at_type_0 = datetime.datetime.fromisoformat(data)



                return archived_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        archived_at = _parse_archived_at(d.pop("archived_at"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        currency = check_plan_currency(d.pop("currency"))




        grace_period_days = d.pop("grace_period_days")

        id = d.pop("id")

        interval = check_interval(d.pop("interval"))




        interval_count = d.pop("interval_count")

        name = d.pop("name")

        object_ = cast(Literal['subscription_plan'] , d.pop("object"))
        if object_ != 'subscription_plan':
            raise ValueError(f"object must match const 'subscription_plan', got '{object_}'")

        status = check_plan_status(d.pop("status"))




        trial_days = d.pop("trial_days")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        plan = cls(
            amount=amount,
            archived_at=archived_at,
            created_at=created_at,
            currency=currency,
            grace_period_days=grace_period_days,
            id=id,
            interval=interval,
            interval_count=interval_count,
            name=name,
            object_=object_,
            status=status,
            trial_days=trial_days,
            updated_at=updated_at,
        )

        return plan

