from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cash_out_currency import CashOutCurrency
from ..models.cash_out_currency import check_cash_out_currency
from ..models.cash_out_method import CashOutMethod
from ..models.cash_out_method import check_cash_out_method
from ..models.cash_out_status import CashOutStatus
from ..models.cash_out_status import check_cash_out_status
from typing import cast
from typing import Literal, cast
import datetime






T = TypeVar("T", bound="CashOut")



@_attrs_define
class CashOut:
    """ 
        Attributes:
            amount (int):
            created_at (datetime.datetime):
            currency (CashOutCurrency):
            destination (str):
            display (str):
            failure_reason (None | str):
            finished_at (datetime.datetime | None):
            id (str):
            merchant_id (str):
            method (CashOutMethod):
            object_ (Literal['cash_out']):
            status (CashOutStatus):
            user_id (str):
     """

    amount: int
    created_at: datetime.datetime
    currency: CashOutCurrency
    destination: str
    display: str
    failure_reason: None | str
    finished_at: datetime.datetime | None
    id: str
    merchant_id: str
    method: CashOutMethod
    object_: Literal['cash_out']
    status: CashOutStatus
    user_id: str





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        created_at = self.created_at.isoformat()

        currency: str = self.currency

        destination = self.destination

        display = self.display

        failure_reason: None | str
        failure_reason = self.failure_reason

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        id = self.id

        merchant_id = self.merchant_id

        method: str = self.method

        object_ = self.object_

        status: str = self.status

        user_id = self.user_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "created_at": created_at,
            "currency": currency,
            "destination": destination,
            "display": display,
            "failure_reason": failure_reason,
            "finished_at": finished_at,
            "id": id,
            "merchant_id": merchant_id,
            "method": method,
            "object": object_,
            "status": status,
            "user_id": user_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        currency = check_cash_out_currency(d.pop("currency"))




        destination = d.pop("destination")

        display = d.pop("display")

        def _parse_failure_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failure_reason = _parse_failure_reason(d.pop("failure_reason"))


        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)



                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))


        id = d.pop("id")

        merchant_id = d.pop("merchant_id")

        method = check_cash_out_method(d.pop("method"))




        object_ = cast(Literal['cash_out'] , d.pop("object"))
        if object_ != 'cash_out':
            raise ValueError(f"object must match const 'cash_out', got '{object_}'")

        status = check_cash_out_status(d.pop("status"))




        user_id = d.pop("user_id")

        cash_out = cls(
            amount=amount,
            created_at=created_at,
            currency=currency,
            destination=destination,
            display=display,
            failure_reason=failure_reason,
            finished_at=finished_at,
            id=id,
            merchant_id=merchant_id,
            method=method,
            object_=object_,
            status=status,
            user_id=user_id,
        )

        return cash_out

