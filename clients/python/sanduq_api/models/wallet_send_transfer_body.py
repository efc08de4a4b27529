from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.wallet_send_transfer_body_currency import check_wallet_send_transfer_body_currency
from ..models.wallet_send_transfer_body_currency import WalletSendTransferBodyCurrency
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="WalletSendTransferBody")



@_attrs_define
class WalletSendTransferBody:
    """ 
        Attributes:
            amount (int):
            currency (WalletSendTransferBodyCurrency):
            pin (str): the sender's PIN
            to (str): the recipient's phone, external id or user id
            note (None | str | Unset): shown to both users
     """

    amount: int
    currency: WalletSendTransferBodyCurrency
    pin: str
    to: str
    note: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        currency: str = self.currency

        pin = self.pin

        to = self.to

        note: None | str | Unset
        if isinstance(self.note, Unset):
            note = UNSET
        else:
            note = self.note


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "currency": currency,
            "pin": pin,
            "to": to,
        })
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        currency = check_wallet_send_transfer_body_currency(d.pop("currency"))




        pin = d.pop("pin")

        to = d.pop("to")

        def _parse_note(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        note = _parse_note(d.pop("note", UNSET))


        wallet_send_transfer_body = cls(
            amount=amount,
            currency=currency,
            pin=pin,
            to=to,
            note=note,
        )

        return wallet_send_transfer_body

