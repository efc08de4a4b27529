from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.wallet_frozen_type_1 import check_wallet_frozen_type_1
from ..models.wallet_frozen_type_1 import WalletFrozenType1
from ..models.wallet_frozen_type_2_type_1 import check_wallet_frozen_type_2_type_1
from ..models.wallet_frozen_type_2_type_1 import WalletFrozenType2Type1
from ..models.wallet_frozen_type_3_type_1 import check_wallet_frozen_type_3_type_1
from ..models.wallet_frozen_type_3_type_1 import WalletFrozenType3Type1
from typing import cast

if TYPE_CHECKING:
  from ..models.wallet_accounts_item import WalletAccountsItem
  from ..models.wallet_kyc import WalletKyc
  from ..models.wallet_usage import WalletUsage
  from ..models.wallet_user import WalletUser





T = TypeVar("T", bound="Wallet")



@_attrs_define
class Wallet:
    """ 
        Attributes:
            accounts (list[WalletAccountsItem]):
            frozen (None | WalletFrozenType1 | WalletFrozenType2Type1 | WalletFrozenType3Type1):
            kyc (WalletKyc):
            limits (WalletUsage):
            pin_blocked (bool):
            pin_set (bool):
            user (WalletUser):
     """

    accounts: list[WalletAccountsItem]
    frozen: None | WalletFrozenType1 | WalletFrozenType2Type1 | WalletFrozenType3Type1
    kyc: WalletKyc
    limits: WalletUsage
    pin_blocked: bool
    pin_set: bool
    user: WalletUser





    def to_dict(self) -> dict[str, Any]:
        from ..models.wallet_accounts_item import WalletAccountsItem # noqa: PLC0415
        from ..models.wallet_kyc import WalletKyc # noqa: PLC0415
        from ..models.wallet_usage import WalletUsage # noqa: PLC0415
        from ..models.wallet_user import WalletUser # noqa: PLC0415
        accounts = []
        for accounts_item_data in self.accounts:
            accounts_item = accounts_item_data.to_dict()
            accounts.append(accounts_item)



        frozen: None | str
        if isinstance(self.frozen, str):
            frozen = self.frozen
        elif isinstance(self.frozen, str):
            frozen = self.frozen
        elif isinstance(self.frozen, str):
            frozen = self.frozen
        else:
            frozen = self.frozen

        kyc = self.kyc.to_dict()

        limits = self.limits.to_dict()

        pin_blocked = self.pin_blocked

        pin_set = self.pin_set

        user = self.user.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "accounts": accounts,
            "frozen": frozen,
            "kyc": kyc,
            "limits": limits,
            "pin_blocked": pin_blocked,
            "pin_set": pin_set,
            "user": user,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.wallet_accounts_item import WalletAccountsItem # noqa: PLC0415
        from ..models.wallet_kyc import WalletKyc # noqa: PLC0415
        from ..models.wallet_usage import WalletUsage # noqa: PLC0415
        from ..models.wallet_user import WalletUser # noqa: PLC0415
        d = dict(src_dict)
        accounts = []
        _accounts = d.pop("accounts")
        for accounts_item_data in (_accounts):
            accounts_item = WalletAccountsItem.from_dict(accounts_item_data)



            accounts.append(accounts_item)


        def _parse_frozen(data: object) -> None | WalletFrozenType1 | WalletFrozenType2Type1 | WalletFrozenType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                frozen_type_1 = check_wallet_frozen_type_1(data)



                return frozen_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                frozen_type_2_type_1 = check_wallet_frozen_type_2_type_1(data)



                return frozen_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                frozen_type_3_type_1 = check_wallet_frozen_type_3_type_1(data)



                return frozen_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WalletFrozenType1 | WalletFrozenType2Type1 | WalletFrozenType3Type1, data)

        frozen = _parse_frozen(d.pop("frozen"))


        kyc = WalletKyc.from_dict(d.pop("kyc"))




        limits = WalletUsage.from_dict(d.pop("limits"))




        pin_blocked = d.pop("pin_blocked")

        pin_set = d.pop("pin_set")

        user = WalletUser.from_dict(d.pop("user"))




        wallet = cls(
            accounts=accounts,
            frozen=frozen,
            kyc=kyc,
            limits=limits,
            pin_blocked=pin_blocked,
            pin_set=pin_set,
            user=user,
        )

        return wallet

