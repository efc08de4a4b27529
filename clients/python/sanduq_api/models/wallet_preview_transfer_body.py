from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.wallet_preview_transfer_body_currency import check_wallet_preview_transfer_body_currency
from ..models.wallet_preview_transfer_body_currency import WalletPreviewTransferBodyCurrency
from typing import cast






T = TypeVar("T", bound="WalletPreviewTransferBody")



@_attrs_define
class WalletPreviewTransferBody:
    """ 
        Attributes:
            amount (int):
            currency (WalletPreviewTransferBodyCurrency):
            to (str): the recipient's phone, external id or user id
     """

    amount: int
    currency: WalletPreviewTransferBodyCurrency
    to: str





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        currency: str = self.currency

        to = self.to


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "currency": currency,
            "to": to,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        currency = check_wallet_preview_transfer_body_currency(d.pop("currency"))




        to = d.pop("to")

        wallet_preview_transfer_body = cls(
            amount=amount,
            currency=currency,
            to=to,
        )

        return wallet_preview_transfer_body

