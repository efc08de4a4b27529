from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.qr_paid_currency import check_qr_paid_currency
from ..models.qr_paid_currency import QrPaidCurrency
from ..models.qr_paid_status import check_qr_paid_status
from ..models.qr_paid_status import QrPaidStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.qr_paid_fx_details_type_0 import QrPaidFxDetailsType0





T = TypeVar("T", bound="QrPaid")



@_attrs_define
class QrPaid:
    """ 
        Attributes:
            amount (int):
            currency (QrPaidCurrency):
            fx_details (None | QrPaidFxDetailsType0):
            payment_id (str):
            payment_status (str):
            qr_id (str):
            status (QrPaidStatus):
            user_id (str):
     """

    amount: int
    currency: QrPaidCurrency
    fx_details: None | QrPaidFxDetailsType0
    payment_id: str
    payment_status: str
    qr_id: str
    status: QrPaidStatus
    user_id: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.qr_paid_fx_details_type_0 import QrPaidFxDetailsType0 # noqa: PLC0415
        amount = self.amount

        currency: str = self.currency

        fx_details: dict[str, Any] | None
        if isinstance(self.fx_details, QrPaidFxDetailsType0):
            fx_details = self.fx_details.to_dict()
        else:
            fx_details = self.fx_details

        payment_id = self.payment_id

        payment_status = self.payment_status

        qr_id = self.qr_id

        status: str = self.status

        user_id = self.user_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "currency": currency,
            "fx_details": fx_details,
            "payment_id": payment_id,
            "payment_status": payment_status,
            "qr_id": qr_id,
            "status": status,
            "user_id": user_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.qr_paid_fx_details_type_0 import QrPaidFxDetailsType0 # noqa: PLC0415
        d = dict(src_dict)
        amount = d.pop("amount")

        currency = check_qr_paid_currency(d.pop("currency"))




        def _parse_fx_details(data: object) -> None | QrPaidFxDetailsType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fx_details_type_0 = QrPaidFxDetailsType0.from_dict(data)



                return fx_details_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | QrPaidFxDetailsType0, data)

        fx_details = _parse_fx_details(d.pop("fx_details"))


        payment_id = d.pop("payment_id")

        payment_status = d.pop("payment_status")

        qr_id = d.pop("qr_id")

        status = check_qr_paid_status(d.pop("status"))




        user_id = d.pop("user_id")

        qr_paid = cls(
            amount=amount,
            currency=currency,
            fx_details=fx_details,
            payment_id=payment_id,
            payment_status=payment_status,
            qr_id=qr_id,
            status=status,
            user_id=user_id,
        )

        return qr_paid

