from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.wallet_cash_out_body_currency import check_wallet_cash_out_body_currency
from ..models.wallet_cash_out_body_currency import WalletCashOutBodyCurrency
from ..models.wallet_cash_out_body_method import check_wallet_cash_out_body_method
from ..models.wallet_cash_out_body_method import WalletCashOutBodyMethod
from typing import cast






T = TypeVar("T", bound="WalletCashOutBody")



@_attrs_define
class WalletCashOutBody:
    """ 
        Attributes:
            amount (int):
            currency (WalletCashOutBodyCurrency):
            destination (str): the IBAN, card or agent code, as the method needs
            method (WalletCashOutBodyMethod): bank_account (an IBAN), card (a card number's last digits and bank) or agent
                (an agent's code)
            pin (str):
     """

    amount: int
    currency: WalletCashOutBodyCurrency
    destination: str
    method: WalletCashOutBodyMethod
    pin: str





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        currency: str = self.currency

        destination = self.destination

        method: str = self.method

        pin = self.pin


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "currency": currency,
            "destination": destination,
            "method": method,
            "pin": pin,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        currency = check_wallet_cash_out_body_currency(d.pop("currency"))




        destination = d.pop("destination")

        method = check_wallet_cash_out_body_method(d.pop("method"))




        pin = d.pop("pin")

        wallet_cash_out_body = cls(
            amount=amount,
            currency=currency,
            destination=destination,
            method=method,
            pin=pin,
        )

        return wallet_cash_out_body

