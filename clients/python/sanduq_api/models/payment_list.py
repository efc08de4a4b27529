from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.payment_list_pagination import PaymentListPagination
  from ..models.payment_row import PaymentRow





T = TypeVar("T", bound="PaymentList")



@_attrs_define
class PaymentList:
    """ 
        Attributes:
            pagination (PaymentListPagination):
            payments (list[PaymentRow]):
     """

    pagination: PaymentListPagination
    payments: list[PaymentRow]





    def to_dict(self) -> dict[str, Any]:
        from ..models.payment_list_pagination import PaymentListPagination # noqa: PLC0415
        from ..models.payment_row import PaymentRow # noqa: PLC0415
        pagination = self.pagination.to_dict()

        payments = []
        for payments_item_data in self.payments:
            payments_item = payments_item_data.to_dict()
            payments.append(payments_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pagination": pagination,
            "payments": payments,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.payment_list_pagination import PaymentListPagination # noqa: PLC0415
        from ..models.payment_row import PaymentRow # noqa: PLC0415
        d = dict(src_dict)
        pagination = PaymentListPagination.from_dict(d.pop("pagination"))




        payments = []
        _payments = d.pop("payments")
        for payments_item_data in (_payments):
            payments_item = PaymentRow.from_dict(payments_item_data)



            payments.append(payments_item)


        payment_list = cls(
            pagination=pagination,
            payments=payments,
        )

        return payment_list

