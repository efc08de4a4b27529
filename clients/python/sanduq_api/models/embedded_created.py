from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.embedded_created_currency import check_embedded_created_currency
from ..models.embedded_created_currency import EmbeddedCreatedCurrency
from typing import cast
import datetime






T = TypeVar("T", bound="EmbeddedCreated")



@_attrs_define
class EmbeddedCreated:
    """ 
        Attributes:
            amount (int):
            created_at (datetime.datetime):
            currency (EmbeddedCreatedCurrency):
            expires_at (datetime.datetime):
            payment_id (None | str):
            session_id (str):
            session_token (str):
            status (str):
     """

    amount: int
    created_at: datetime.datetime
    currency: EmbeddedCreatedCurrency
    expires_at: datetime.datetime
    payment_id: None | str
    session_id: str
    session_token: str
    status: str





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        created_at = self.created_at.isoformat()

        currency: str = self.currency

        expires_at = self.expires_at.isoformat()

        payment_id: None | str
        payment_id = self.payment_id

        session_id = self.session_id

        session_token = self.session_token

        status = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "created_at": created_at,
            "currency": currency,
            "expires_at": expires_at,
            "payment_id": payment_id,
            "session_id": session_id,
            "session_token": session_token,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        currency = check_embedded_created_currency(d.pop("currency"))




        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        def _parse_payment_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        payment_id = _parse_payment_id(d.pop("payment_id"))


        session_id = d.pop("session_id")

        session_token = d.pop("session_token")

        status = d.pop("status")

        embedded_created = cls(
            amount=amount,
            created_at=created_at,
            currency=currency,
            expires_at=expires_at,
            payment_id=payment_id,
            session_id=session_id,
            session_token=session_token,
            status=status,
        )

        return embedded_created

