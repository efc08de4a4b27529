from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.popup_confirmed_balance_currency import check_popup_confirmed_balance_currency
from ..models.popup_confirmed_balance_currency import PopupConfirmedBalanceCurrency
from ..models.popup_confirmed_currency import check_popup_confirmed_currency
from ..models.popup_confirmed_currency import PopupConfirmedCurrency
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.popup_confirmed_fx_details_type_0 import PopupConfirmedFxDetailsType0





T = TypeVar("T", bound="PopupConfirmed")



@_attrs_define
class PopupConfirmed:
    """ 
        Attributes:
            amount (int):
            balance (int):
            balance_currency (PopupConfirmedBalanceCurrency):
            created_at (datetime.datetime):
            currency (PopupConfirmedCurrency):
            fx_details (None | PopupConfirmedFxDetailsType0):
            payment_id (str):
            reference (None | str):
            session_id (str):
            status (str):
     """

    amount: int
    balance: int
    balance_currency: PopupConfirmedBalanceCurrency
    created_at: datetime.datetime
    currency: PopupConfirmedCurrency
    fx_details: None | PopupConfirmedFxDetailsType0
    payment_id: str
    reference: None | str
    session_id: str
    status: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.popup_confirmed_fx_details_type_0 import PopupConfirmedFxDetailsType0 # noqa: PLC0415
        amount = self.amount

        balance = self.balance

        balance_currency: str = self.balance_currency

        created_at = self.created_at.isoformat()

        currency: str = self.currency

        fx_details: dict[str, Any] | None
        if isinstance(self.fx_details, PopupConfirmedFxDetailsType0):
            fx_details = self.fx_details.to_dict()
        else:
            fx_details = self.fx_details

        payment_id = self.payment_id

        reference: None | str
        reference = self.reference

        session_id = self.session_id

        status = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "balance": balance,
            "balance_currency": balance_currency,
            "created_at": created_at,
            "currency": currency,
            "fx_details": fx_details,
            "payment_id": payment_id,
            "reference": reference,
            "session_id": session_id,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.popup_confirmed_fx_details_type_0 import PopupConfirmedFxDetailsType0 # noqa: PLC0415
        d = dict(src_dict)
        amount = d.pop("amount")

        balance = d.pop("balance")

        balance_currency = check_popup_confirmed_balance_currency(d.pop("balance_currency"))




        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        currency = check_popup_confirmed_currency(d.pop("currency"))




        def _parse_fx_details(data: object) -> None | PopupConfirmedFxDetailsType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fx_details_type_0 = PopupConfirmedFxDetailsType0.from_dict(data)



                return fx_details_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PopupConfirmedFxDetailsType0, data)

        fx_details = _parse_fx_details(d.pop("fx_details"))


        payment_id = d.pop("payment_id")

        def _parse_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reference = _parse_reference(d.pop("reference"))


        session_id = d.pop("session_id")

        status = d.pop("status")

        popup_confirmed = cls(
            amount=amount,
            balance=balance,
            balance_currency=balance_currency,
            created_at=created_at,
            currency=currency,
            fx_details=fx_details,
            payment_id=payment_id,
            reference=reference,
            session_id=session_id,
            status=status,
        )

        return popup_confirmed

