from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.account import Account





T = TypeVar("T", bound="MerchantWallet")



@_attrs_define
class MerchantWallet:
    """ 
        Attributes:
            accounts (list[Account]):
            merchant_id (str):
     """

    accounts: list[Account]
    merchant_id: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.account import Account # noqa: PLC0415
        accounts = []
        for accounts_item_data in self.accounts:
            accounts_item = accounts_item_data.to_dict()
            accounts.append(accounts_item)



        merchant_id = self.merchant_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "accounts": accounts,
            "merchant_id": merchant_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.account import Account # noqa: PLC0415
        d = dict(src_dict)
        accounts = []
        _accounts = d.pop("accounts")
        for accounts_item_data in (_accounts):
            accounts_item = Account.from_dict(accounts_item_data)



            accounts.append(accounts_item)


        merchant_id = d.pop("merchant_id")

        merchant_wallet = cls(
            accounts=accounts,
            merchant_id=merchant_id,
        )

        return merchant_wallet

