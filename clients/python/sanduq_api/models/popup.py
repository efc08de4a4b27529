from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.popup_currency import check_popup_currency
from ..models.popup_currency import PopupCurrency
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.popup_merchant import PopupMerchant
  from ..models.popup_other import PopupOther





T = TypeVar("T", bound="Popup")



@_attrs_define
class Popup:
    """ 
        Attributes:
            amount (int):
            attempts_remaining (int):
            balance (int):
            capture_mode (str):
            currency (PopupCurrency):
            description (None | str):
            expires_at (datetime.datetime):
            exponent (int):
            merchant (PopupMerchant):
            other (PopupOther):
            pin_set (bool):
            redirect_url (None | str):
            reference (None | str):
            sandbox (bool):
            session_id (str):
            status (str):
     """

    amount: int
    attempts_remaining: int
    balance: int
    capture_mode: str
    currency: PopupCurrency
    description: None | str
    expires_at: datetime.datetime
    exponent: int
    merchant: PopupMerchant
    other: PopupOther
    pin_set: bool
    redirect_url: None | str
    reference: None | str
    sandbox: bool
    session_id: str
    status: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.popup_merchant import PopupMerchant # noqa: PLC0415
        from ..models.popup_other import PopupOther # noqa: PLC0415
        amount = self.amount

        attempts_remaining = self.attempts_remaining

        balance = self.balance

        capture_mode = self.capture_mode

        currency: str = self.currency

        description: None | str
        description = self.description

        expires_at = self.expires_at.isoformat()

        exponent = self.exponent

        merchant = self.merchant.to_dict()

        other = self.other.to_dict()

        pin_set = self.pin_set

        redirect_url: None | str
        redirect_url = self.redirect_url

        reference: None | str
        reference = self.reference

        sandbox = self.sandbox

        session_id = self.session_id

        status = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "attempts_remaining": attempts_remaining,
            "balance": balance,
            "capture_mode": capture_mode,
            "currency": currency,
            "description": description,
            "expires_at": expires_at,
            "exponent": exponent,
            "merchant": merchant,
            "other": other,
            "pin_set": pin_set,
            "redirect_url": redirect_url,
            "reference": reference,
            "sandbox": sandbox,
            "session_id": session_id,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.popup_merchant import PopupMerchant # noqa: PLC0415
        from ..models.popup_other import PopupOther # noqa: PLC0415
        d = dict(src_dict)
        amount = d.pop("amount")

        attempts_remaining = d.pop("attempts_remaining")

        balance = d.pop("balance")

        capture_mode = d.pop("capture_mode")

        currency = check_popup_currency(d.pop("currency"))




        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))


        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        exponent = d.pop("exponent")

        merchant = PopupMerchant.from_dict(d.pop("merchant"))




        other = PopupOther.from_dict(d.pop("other"))




        pin_set = d.pop("pin_set")

        def _parse_redirect_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        redirect_url = _parse_redirect_url(d.pop("redirect_url"))


        def _parse_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reference = _parse_reference(d.pop("reference"))


        sandbox = d.pop("sandbox")

        session_id = d.pop("session_id")

        status = d.pop("status")

        popup = cls(
            amount=amount,
            attempts_remaining=attempts_remaining,
            balance=balance,
            capture_mode=capture_mode,
            currency=currency,
            description=description,
            expires_at=expires_at,
            exponent=exponent,
            merchant=merchant,
            other=other,
            pin_set=pin_set,
            redirect_url=redirect_url,
            reference=reference,
            sandbox=sandbox,
            session_id=session_id,
            status=status,
        )

        return popup

