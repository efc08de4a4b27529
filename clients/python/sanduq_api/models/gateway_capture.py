from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gateway_capture_currency import check_gateway_capture_currency
from ..models.gateway_capture_currency import GatewayCaptureCurrency
from ..models.payment_status import check_payment_status
from ..models.payment_status import PaymentStatus
from typing import cast
import datetime






T = TypeVar("T", bound="GatewayCapture")



@_attrs_define
class GatewayCapture:
    """ 
        Attributes:
            amount (str):
            capture_tx_id (None | str):
            commission_amount (str):
            created_at (datetime.datetime):
            currency (GatewayCaptureCurrency):
            net_amount (str):
            payment_id (str):
            status (PaymentStatus):
            updated_at (datetime.datetime):
     """

    amount: str
    capture_tx_id: None | str
    commission_amount: str
    created_at: datetime.datetime
    currency: GatewayCaptureCurrency
    net_amount: str
    payment_id: str
    status: PaymentStatus
    updated_at: datetime.datetime





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        capture_tx_id: None | str
        capture_tx_id = self.capture_tx_id

        commission_amount = self.commission_amount

        created_at = self.created_at.isoformat()

        currency: str = self.currency

        net_amount = self.net_amount

        payment_id = self.payment_id

        status: str = self.status

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "capture_tx_id": capture_tx_id,
            "commission_amount": commission_amount,
            "created_at": created_at,
            "currency": currency,
            "net_amount": net_amount,
            "payment_id": payment_id,
            "status": status,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        def _parse_capture_tx_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        capture_tx_id = _parse_capture_tx_id(d.pop("capture_tx_id"))


        commission_amount = d.pop("commission_amount")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        currency = check_gateway_capture_currency(d.pop("currency"))




        net_amount = d.pop("net_amount")

        payment_id = d.pop("payment_id")

        status = check_payment_status(d.pop("status"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        gateway_capture = cls(
            amount=amount,
            capture_tx_id=capture_tx_id,
            commission_amount=commission_amount,
            created_at=created_at,
            currency=currency,
            net_amount=net_amount,
            payment_id=payment_id,
            status=status,
            updated_at=updated_at,
        )

        return gateway_capture

