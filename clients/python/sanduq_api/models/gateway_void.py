from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gateway_void_currency import check_gateway_void_currency
from ..models.gateway_void_currency import GatewayVoidCurrency
from ..models.payment_status import check_payment_status
from ..models.payment_status import PaymentStatus
from typing import cast
import datetime






T = TypeVar("T", bound="GatewayVoid")



@_attrs_define
class GatewayVoid:
    """ 
        Attributes:
            amount (int):
            authorized_at (datetime.datetime | None):
            captured_amount (int):
            created_at (datetime.datetime):
            currency (GatewayVoidCurrency):
            id (str):
            refunded_amount (int):
            status (PaymentStatus):
            updated_at (datetime.datetime):
            void_reason (None | str):
            voided_at (datetime.datetime | None):
     """

    amount: int
    authorized_at: datetime.datetime | None
    captured_amount: int
    created_at: datetime.datetime
    currency: GatewayVoidCurrency
    id: str
    refunded_amount: int
    status: PaymentStatus
    updated_at: datetime.datetime
    void_reason: None | str
    voided_at: datetime.datetime | None





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        authorized_at: None | str
        if isinstance(self.authorized_at, datetime.datetime):
            authorized_at = self.authorized_at.isoformat()
        else:
            authorized_at = self.authorized_at

        captured_amount = self.captured_amount

        created_at = self.created_at.isoformat()

        currency: str = self.currency

        id = self.id

        refunded_amount = self.refunded_amount

        status: str = self.status

        updated_at = self.updated_at.isoformat()

        void_reason: None | str
        void_reason = self.void_reason

        voided_at: None | str
        if isinstance(self.voided_at, datetime.datetime):
            voided_at = self.voided_at.isoformat()
        else:
            voided_at = self.voided_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "authorized_at": authorized_at,
            "captured_amount": captured_amount,
            "created_at": created_at,
            "currency": currency,
            "id": id,
            "refunded_amount": refunded_amount,
            "status": status,
            "updated_at": updated_at,
            "void_reason": void_reason,
            "voided_at": voided_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        def _parse_authorized_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                authorized_at_type_0 = datetime.datetime.fromisoformat(data)



                return authorized_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        authorized_at = _parse_authorized_at(d.pop("authorized_at"))


        captured_amount = d.pop("captured_amount")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        currency = check_gateway_void_currency(d.pop("currency"))




        id = d.pop("id")

        refunded_amount = d.pop("refunded_amount")

        status = check_payment_status(d.pop("status"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        def _parse_void_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        void_reason = _parse_void_reason(d.pop("void_reason"))


        def _parse_voided_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                voided_at_type_0 = datetime.datetime.fromisoformat(data)



                return voided_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        voided_at = _parse_voided_at(d.pop("voided_at"))


        gateway_void = cls(
            amount=amount,
            authorized_at=authorized_at,
            captured_amount=captured_amount,
            created_at=created_at,
            currency=currency,
            id=id,
            refunded_amount=refunded_amount,
            status=status,
            updated_at=updated_at,
            void_reason=void_reason,
            voided_at=voided_at,
        )

        return gateway_void

