from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.refund_result_currency import check_refund_result_currency
from ..models.refund_result_currency import RefundResultCurrency
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.refund_result_refund_type_0 import RefundResultRefundType0
  from ..models.refund_result_refunds_item import RefundResultRefundsItem





T = TypeVar("T", bound="RefundResult")



@_attrs_define
class RefundResult:
    """ 
        Attributes:
            amount (int):
            captured_amount (int):
            commission_amount (int):
            created_at (datetime.datetime):
            currency (RefundResultCurrency):
            id (str):
            net_amount (int):
            refund (None | RefundResultRefundType0):
            refund_count (int):
            refunded_amount (int):
            refunds (list[RefundResultRefundsItem]):
            status (str):
            updated_at (datetime.datetime):
     """

    amount: int
    captured_amount: int
    commission_amount: int
    created_at: datetime.datetime
    currency: RefundResultCurrency
    id: str
    net_amount: int
    refund: None | RefundResultRefundType0
    refund_count: int
    refunded_amount: int
    refunds: list[RefundResultRefundsItem]
    status: str
    updated_at: datetime.datetime





    def to_dict(self) -> dict[str, Any]:
        from ..models.refund_result_refund_type_0 import RefundResultRefundType0 # noqa: PLC0415
        from ..models.refund_result_refunds_item import RefundResultRefundsItem # noqa: PLC0415
        amount = self.amount

        captured_amount = self.captured_amount

        commission_amount = self.commission_amount

        created_at = self.created_at.isoformat()

        currency: str = self.currency

        id = self.id

        net_amount = self.net_amount

        refund: dict[str, Any] | None
        if isinstance(self.refund, RefundResultRefundType0):
            refund = self.refund.to_dict()
        else:
            refund = self.refund

        refund_count = self.refund_count

        refunded_amount = self.refunded_amount

        refunds = []
        for refunds_item_data in self.refunds:
            refunds_item = refunds_item_data.to_dict()
            refunds.append(refunds_item)



        status = self.status

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "captured_amount": captured_amount,
            "commission_amount": commission_amount,
            "created_at": created_at,
            "currency": currency,
            "id": id,
            "net_amount": net_amount,
            "refund": refund,
            "refund_count": refund_count,
            "refunded_amount": refunded_amount,
            "refunds": refunds,
            "status": status,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.refund_result_refund_type_0 import RefundResultRefundType0 # noqa: PLC0415
        from ..models.refund_result_refunds_item import RefundResultRefundsItem # noqa: PLC0415
        d = dict(src_dict)
        amount = d.pop("amount")

        captured_amount = d.pop("captured_amount")

        commission_amount = d.pop("commission_amount")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        currency = check_refund_result_currency(d.pop("currency"))




        id = d.pop("id")

        net_amount = d.pop("net_amount")

        def _parse_refund(data: object) -> None | RefundResultRefundType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                refund_type_0 = RefundResultRefundType0.from_dict(data)



                return refund_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RefundResultRefundType0, data)

        refund = _parse_refund(d.pop("refund"))


        refund_count = d.pop("refund_count")

        refunded_amount = d.pop("refunded_amount")

        refunds = []
        _refunds = d.pop("refunds")
        for refunds_item_data in (_refunds):
            refunds_item = RefundResultRefundsItem.from_dict(refunds_item_data)



            refunds.append(refunds_item)


        status = d.pop("status")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        refund_result = cls(
            amount=amount,
            captured_amount=captured_amount,
            commission_amount=commission_amount,
            created_at=created_at,
            currency=currency,
            id=id,
            net_amount=net_amount,
            refund=refund,
            refund_count=refund_count,
            refunded_amount=refunded_amount,
            refunds=refunds,
            status=status,
            updated_at=updated_at,
        )

        return refund_result

